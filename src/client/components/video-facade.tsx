import { Play } from 'lucide-react';
import { useState, type ReactNode } from 'react';

/** The privacy-enhanced player address; nothing is requested from it until the viewer clicks. */
export const youtubeEmbedSrc = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;

/**
 * A YouTube video behind a poster: nothing loads from YouTube until the viewer presses play, then
 * the youtube-nocookie player takes the poster's place (decision 0040).
 */
export function VideoFacade({
  videoId,
  title,
  poster,
  playLabel,
}: {
  videoId: string;
  /** The player's accessible title. */
  title: string;
  /** Drawn behind the play button (an illustration or an image). */
  poster: ReactNode;
  playLabel: string;
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-brand-900 shadow-pop ring-1 ring-brand-900/10">
      {playing ? (
        <iframe
          src={youtubeEmbedSrc(videoId)}
          title={title}
          className="absolute inset-0 size-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex size-full items-center justify-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-accent-400"
        >
          {poster}
          <span className="relative flex flex-col items-center gap-3 text-white">
            <span className="flex size-16 items-center justify-center rounded-full bg-accent-400 text-brand-950 shadow-lg transition group-hover:scale-105 sm:size-20">
              <Play aria-hidden="true" className="ml-1 size-7 fill-current sm:size-8" />
            </span>
            <span className="rounded-full bg-brand-950/70 px-3 py-1 text-sm font-semibold">{playLabel}</span>
          </span>
          <span className="absolute right-3 bottom-3 left-3 text-center text-xs text-brand-100">
            Loads from YouTube (privacy-enhanced mode) only when you press play.
          </span>
        </button>
      )}
    </div>
  );
}
