import { useTranslation } from 'react-i18next';
import { useRevokeShareLink } from '@/api/share-links/revoke-share-link';
import { useTranscriptShareLinks } from '@/api/share-links/transcript-share-links';
import { ShareLinkItem } from '@/components/share-link-item';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/error-text';

/** The transcript's links, newest first, each with what it shows, how it was used and Revoke. */
export function LinkList({ transcriptId }: { transcriptId: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const links = useTranscriptShareLinks(transcriptId);
  const { revoke, revokingId } = useRevokeShareLink();

  return (
    <section aria-labelledby="share-links-title" className="flex flex-col gap-2">
      <h3 id="share-links-title" className="text-sm font-semibold text-fg">
        {t('share.existing')}
      </h3>
      {links.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : links.isError ? (
        <p className="text-sm text-danger">{errorText(links.error, 'share.loadFailed')}</p>
      ) : links.data.length === 0 ? (
        <p className="text-sm text-muted">{t('share.none')}</p>
      ) : (
        <ul
          aria-labelledby="share-links-title"
          className="divide-y divide-border rounded-lg border border-border"
        >
          {links.data.map((link) => (
            <ShareLinkItem
              key={link.share_link_id}
              link={link}
              title={t('share.link', { hint: link.share_link_hint })}
              revoking={revokingId === link.share_link_id}
              onRevoke={revoke}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
