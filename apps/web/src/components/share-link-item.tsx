import type { TShareLink } from '@transcribe/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDate, formatTimestamp } from '@/lib/format';

/** A share link's stretch, expiry, openings and downloads on one line. */
function ShareLinkFacts({ link }: { link: TShareLink }) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatDate(value, i18n.language);
  const expires = link.share_link_expires_at;
  const facts = [
    link.share_link_start !== null && link.share_link_end !== null
      ? t('share.clipRange', {
          start: formatTimestamp(link.share_link_start),
          end: formatTimestamp(link.share_link_end),
        })
      : t('share.wholeRecording'),
    expires === null
      ? t('share.neverExpires')
      : Date.parse(expires) <= Date.now()
        ? t('share.expired', { date: date(expires) })
        : t('share.expires', { date: date(expires) }),
    link.share_link_open_count === 0
      ? t('share.neverOpened')
      : t('share.opened', { count: link.share_link_open_count }),
    link.share_link_last_opened_at
      ? t('share.lastOpened', { date: date(link.share_link_last_opened_at) })
      : null,
    link.share_link_allow_export ? t('share.downloadsAllowed') : null,
  ];
  return <span className="text-xs text-muted">{facts.filter(Boolean).join(' · ')}</span>;
}

/**
 * One share link in a list (the viewer's share dialog, the profile's shared links): `title` names it (its
 * token's first characters, or its file), the facts follow, and Revoke ends it.
 */
export function ShareLinkItem({
  link,
  title,
  revoking,
  onRevoke,
}: {
  link: TShareLink;
  title: ReactNode;
  revoking: boolean;
  onRevoke: (link: TShareLink) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium text-fg">{title}</span>
        <ShareLinkFacts link={link} />
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={revoking}
        aria-label={t('share.revokeNamed', { hint: link.share_link_hint })}
        onClick={() => onRevoke(link)}
      >
        {t('share.revoke')}
      </Button>
    </li>
  );
}
