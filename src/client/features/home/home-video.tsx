import { VideoFacade } from '@/components/video-facade';
import { VideoPosterArt } from './illustrations';

/** The intro video: a drawn poster until clicked, then the youtube-nocookie player (decision 0040). */
export function IntroVideo({ videoId }: { videoId: string }) {
  return (
    <VideoFacade
      videoId={videoId}
      title="The Breakfast Club intro video"
      poster={<VideoPosterArt className="absolute inset-0 size-full" />}
      playLabel="Play the intro video"
    />
  );
}
