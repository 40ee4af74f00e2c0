import { FEED_BACK_EPISODES_MAX, type TFeed } from '@transcribe/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useFeeds, usePauseFeed, useSubscribeToFeed, useUnsubscribeFeed } from '@/api/feeds/feeds';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { useTranscriptionOptions } from '../hooks/use-transcription-options';
import { TranscriptionOptions } from './transcription-options';

/**
 * Podcasts (a Profile tab): subscribe to a feed, whose newest episodes are imported and transcribed at once
 * and each new one as it appears; each subscription says how many came, when it was last read and what
 * went wrong then, and pauses, resumes or goes.
 */
export function FeedsPanel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const feeds = useFeeds();
  const subscribe = useSubscribeToFeed();
  const pause = usePauseFeed();
  const remove = useUnsubscribeFeed();
  const options = useTranscriptionOptions(true);
  const [url, setUrl] = useState('');
  const [back, setBack] = useState(3);
  const [problem, setProblem] = useState<string>();
  const [removing, setRemoving] = useState<TFeed>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const transcription = options.request();
    if (!/^https?:\/\/\S+$/i.test(url.trim())) return setProblem(t('feeds.urlInvalid'));
    if (!transcription) return setProblem(t('upload.needMode'));
    setProblem(undefined);
    subscribe.mutate(
      { url: url.trim(), back_episodes: back, transcription },
      {
        onSuccess: (feed) => {
          toast.success(t('feeds.subscribed', { title: feed.feed_title }));
          setUrl('');
        },
        onError: (error) => setProblem(errorText(error, 'feeds.subscribeFailed')),
      },
    );
  }

  return (
    <section aria-labelledby="feeds-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="feeds-title" className="text-lg font-semibold text-fg">
          {t('feeds.title')}
        </h2>
        <p className="text-sm text-muted">{t('feeds.intro')}</p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          label={t('feeds.url')}
          placeholder="https://example.com/podcast.xml"
          type="url"
          value={url}
          error={problem}
          onChange={(event) => setUrl(event.target.value)}
        />
        <label className="flex items-center gap-2 text-sm text-fg">
          {t('feeds.back')}
          <input
            type="number"
            min={0}
            max={FEED_BACK_EPISODES_MAX}
            value={back}
            onChange={(event) =>
              setBack(
                Math.min(FEED_BACK_EPISODES_MAX, Math.max(0, Math.round(Number(event.target.value) || 0))),
              )
            }
            className="h-9 w-20 rounded-md border border-border-strong bg-bg px-2 text-right tabular-nums"
          />
        </label>
        <TranscriptionOptions options={options} />
        <Button
          type="submit"
          className="self-start"
          disabled={subscribe.isPending}
          aria-busy={subscribe.isPending}
        >
          {subscribe.isPending ? <Spinner /> : null}
          {t('feeds.subscribe')}
        </Button>
      </form>
      {feeds.isPending ? <Skeleton className="h-16 w-full" /> : null}
      {feeds.data?.length === 0 ? <p className="text-sm text-muted">{t('feeds.none')}</p> : null}
      <ul aria-label={t('feeds.list')} className="flex flex-col gap-2">
        {feeds.data?.map((feed) => (
          <li
            key={feed.feed_id}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-3 text-sm"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-fg">{feed.feed_title}</p>
              <p className="truncate text-xs text-muted" title={feed.feed_url}>
                {feed.feed_url}
              </p>
              <p className="text-xs text-muted">
                {t('feeds.episodes', { count: feed.feed_episodes })}
                {feed.feed_paused ? ` · ${t('feeds.paused')}` : ''}
              </p>
              {feed.feed_error ? <p className="text-xs text-danger">{feed.feed_error}</p> : null}
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => pause.mutate({ id: feed.feed_id, paused: !feed.feed_paused })}
            >
              {feed.feed_paused ? t('feeds.resume') : t('feeds.pause')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setRemoving(feed)}>
              {t('feeds.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDeleteDialog
        open={removing !== undefined}
        title={t('feeds.removeTitle', { title: removing?.feed_title ?? '' })}
        body={t('feeds.removeText')}
        busy={remove.isPending}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() =>
          removing && remove.mutate(removing.feed_id, { onSettled: () => setRemoving(undefined) })
        }
      />
    </section>
  );
}
