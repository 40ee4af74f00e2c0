import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRevokeShareLink } from '@/api/share-links/revoke-share-link';
import { useShareLinks } from '@/api/share-links/share-links';
import { ShareLinkItem } from '@/components/share-link-item';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/error-text';

/** Every read-only link the user made: which file, what it shows, how it was used; Revoke ends one. */
export function SharedLinksPanel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const links = useShareLinks();
  const { revoke, revokingId } = useRevokeShareLink();

  return (
    <section aria-labelledby="shared-links-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="shared-links-title" className="text-lg font-semibold text-fg">
          {t('profile.shareLinks.title')}
        </h2>
        <p className="text-sm text-muted">{t('profile.shareLinks.intro')}</p>
      </div>
      {links.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : links.isError ? (
        <p className="text-sm text-danger">{errorText(links.error, 'share.loadFailed')}</p>
      ) : links.data.length === 0 ? (
        <p className="text-sm text-muted">{t('profile.shareLinks.none')}</p>
      ) : (
        <ul
          aria-label={t('profile.shareLinks.title')}
          className="divide-y divide-border rounded-lg border border-border"
        >
          {links.data.map((link) => (
            <ShareLinkItem
              key={link.share_link_id}
              link={link}
              title={
                <Link
                  to={`/dashboard/transcript/${link.share_link_audio_id}`}
                  className="text-accent-text hover:underline"
                >
                  {link.share_link_audio_name}
                </Link>
              }
              revoking={revokingId === link.share_link_id}
              onRevoke={revoke}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
