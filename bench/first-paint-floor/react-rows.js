// The least a React page does to show a file list's first row: a bare table of 25 rows (a checkbox, the
// file's name as a button, a date, a duration), no router, data fetching, translations or styles.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const rows = Array.from({ length: 25 }, (_, i) =>
  h(
    'tr',
    { key: i },
    h('td', null, h('input', { type: 'checkbox', 'aria-label': `Select call-${i + 1}.wav` })),
    h('td', null, h('button', { type: 'button' }, `call-${i + 1}.wav`)),
    h('td', null, new Date(2026, 0, i + 1).toLocaleDateString()),
    h('td', null, '0:01'),
  ),
);
const root = document.getElementById('root');
if (root) createRoot(root).render(h('table', null, h('tbody', null, rows)));
