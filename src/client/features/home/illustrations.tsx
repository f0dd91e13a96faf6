/**
 * Hand-drawn illustrations in the brand palette (docs/decisions/0040-home-and-gym-intake-ui.md),
 * as SVG files in public/illustrations: drawn as images, they cost a first visit no script
 * (decision 0151), the browser fetches the ones below the fold only as they come near, and they
 * are cached like any image.
 */

const ART = {
  community: [480, 360],
  playbook: [320, 240],
  'network-map': [400, 280],
  'video-poster': [640, 360],
} as const;

interface ArtProps {
  className?: string;
}

function Art({ name, className }: ArtProps & { name: keyof typeof ART }) {
  const [width, height] = ART[name];
  return (
    <img
      src={`/illustrations/${name}.svg`}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

/** Four leaders around a breakfast table: the peer network. */
export const CommunityArt = ({ className }: ArtProps) => <Art name="community" className={className} />;

/** An open playbook with a chart and a checklist. */
export const PlaybookArt = ({ className }: ArtProps) => <Art name="playbook" className={className} />;

/** Pins joined across a map: the gym network. */
export const NetworkMapArt = ({ className }: ArtProps) => <Art name="network-map" className={className} />;

/** The intro video's poster (it fills its frame, cropped at the edges). */
export const VideoPosterArt = ({ className }: ArtProps) => (
  <Art name="video-poster" className={`object-cover ${className ?? ''}`} />
);
