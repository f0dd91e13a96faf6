import { Play } from 'lucide-react';
import { useState } from 'react';

import { VideoPosterArt } from './illustrations';

/** The privacy-enhanced player address; nothing is requested from it until the visitor clicks. */
export const introVideoSrc = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;

/** The intro video: a drawn poster until clicked, then the youtube-nocookie player (decision 0040). */
export function IntroVideo({ videoId }: { videoId: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-brand-900 shadow-pop ring-1 ring-brand-900/10">
      {playing ? (
        <iframe
          src={introVideoSrc(videoId)}
          title="The Breakfast Club intro video"
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
          <VideoPosterArt className="absolute inset-0 size-full" />
          <span className="relative flex flex-col items-center gap-3 text-white">
            <span className="flex size-16 items-center justify-center rounded-full bg-accent-400 text-brand-950 shadow-lg transition group-hover:scale-105 sm:size-20">
              <Play aria-hidden="true" className="ml-1 size-7 fill-current sm:size-8" />
            </span>
            <span className="rounded-full bg-brand-950/60 px-3 py-1 text-sm font-semibold">Play the intro video</span>
          </span>
          <span className="absolute bottom-3 left-3 right-3 text-center text-xs text-brand-100">
            Loads from YouTube (privacy-enhanced mode) only when you press play.
          </span>
        </button>
      )}
    </div>
  );
}
