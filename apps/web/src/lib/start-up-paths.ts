/** What every signed-in page reads at start-up (the spec's start-up check), and the dashboard's folder trees. */
export const SESSION_CHECK_PATH = '/api/v1/auth/authenticated';
export const CURRENT_USER_PATH = '/api/v1/user/me';
export const FOLDERS_PATH = '/api/v1/folder';
