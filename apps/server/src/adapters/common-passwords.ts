/**
 * The most common passwords (about 49,000, from leaked password lists), as the maintained list of
 * zxcvbn-ts (@zxcvbn-ts/language-common) has them: loaded on first use, then kept.
 */
let common: Promise<Set<string>> | undefined;

export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return (await common).has(password.toLowerCase());
}
