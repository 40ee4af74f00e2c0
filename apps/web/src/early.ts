/**
 * The page's first requests, sent by a small script of its own (vite-early-script.ts) while the app's code,
 * half a megabyte of JavaScript, still loads: a signed-in visit's start-up check and, on the dashboard's
 * home, its first page of files (filtered and sorted as its address says) and the folder trees. The app
 * takes these answers when it asks for them (lib/early-responses.ts), so a first visit waits for the code
 * and the data side by side instead of for the code, then the session check, then the list.
 */
import { audioPagePath } from './api/audio/audio-page-path';
import { listQueryIn } from './api/audio/list-query';
import { folderIdIn, isDashboardHome } from './lib/dashboard-address';
import { sendEarly } from './lib/early-responses';
import { CURRENT_USER_PATH, FOLDERS_PATH, SESSION_CHECK_PATH } from './lib/start-up-paths';
import { getAccessToken } from './lib/tokens';

export function sendStartUpRequests(location: { pathname: string; search: string }, token: string | null) {
  if (!token) return;
  sendEarly(SESSION_CHECK_PATH, token);
  sendEarly(CURRENT_USER_PATH, token);
  if (isDashboardHome(location.pathname)) {
    const params = new URLSearchParams(location.search);
    sendEarly(audioPagePath(folderIdIn(params), null, listQueryIn(params)), token);
    sendEarly(FOLDERS_PATH, token);
  }
}

sendStartUpRequests(window.location, getAccessToken());
