/** Hand-drawn inline illustrations in the brand palette (docs/decisions/0040-home-and-gym-intake-ui.md). */

interface ArtProps {
  className?: string;
}

/** Four leaders around a breakfast table: the peer network. */
export function CommunityArt({ className }: ArtProps) {
  return (
    <svg viewBox="0 0 480 360" className={className} aria-hidden="true" focusable="false">
      <rect width="480" height="360" rx="32" fill="#eef4fa" />
      <circle cx="400" cy="70" r="38" fill="#fdd98a" />
      <path d="M0 250h480v78a32 32 0 0 1-32 32H32A32 32 0 0 1 0 328z" fill="#d7e4f2" />
      {/* people */}
      {[
        { x: 110, shirt: '#21497a', skin: '#f2c9a0', hair: '#3b2a1e' },
        { x: 200, shirt: '#f5a524', skin: '#8d5a3b', hair: '#1f1a17' },
        { x: 290, shirt: '#4f7fb3', skin: '#e8b48a', hair: '#a0522d' },
        { x: 380, shirt: '#0f2a4a', skin: '#c68b59', hair: '#2d2d2d' },
      ].map((p) => (
        <g key={p.x}>
          <path d={`M${p.x - 34} 250c0-40 14-62 34-62s34 22 34 62z`} fill={p.shirt} />
          <circle cx={p.x} cy="160" r="24" fill={p.skin} />
          <path d={`M${p.x - 25} 156a25 25 0 0 1 50 0c-8-10-30-14-50 0z`} fill={p.hair} />
        </g>
      ))}
      {/* table */}
      <rect x="50" y="238" width="380" height="22" rx="11" fill="#ffffff" stroke="#b0c9e4" strokeWidth="3" />
      <rect x="80" y="260" width="12" height="70" rx="4" fill="#7fa6cf" />
      <rect x="388" y="260" width="12" height="70" rx="4" fill="#7fa6cf" />
      {/* mugs and a plate */}
      {[140, 250, 340].map((x) => (
        <g key={x}>
          <rect x={x} y="212" width="24" height="26" rx="5" fill="#ffffff" stroke="#21497a" strokeWidth="3" />
          <path d={`M${x + 24} 218h6a6 6 0 0 1 0 12h-6`} fill="none" stroke="#21497a" strokeWidth="3" />
          <path
            d={`M${x + 8} 204c-4-6 4-8 0-14M${x + 16} 204c-4-6 4-8 0-14`}
            stroke="#7fa6cf"
            strokeWidth="2.5"
            strokeLinecap="round"
            fill="none"
          />
        </g>
      ))}
      <ellipse cx="200" cy="234" rx="26" ry="6" fill="#fbc24f" />
      <circle cx="192" cy="228" r="7" fill="#e08a0b" />
      <circle cx="206" cy="228" r="7" fill="#f5a524" />
      {/* speech bubbles */}
      <rect x="60" y="60" width="110" height="48" rx="16" fill="#ffffff" />
      <path d="M100 108l-6 16 22-16z" fill="#ffffff" />
      <rect x="76" y="76" width="64" height="6" rx="3" fill="#b0c9e4" />
      <rect x="76" y="90" width="44" height="6" rx="3" fill="#fdd98a" />
      <rect x="250" y="48" width="96" height="44" rx="16" fill="#21497a" />
      <path d="M290 92l4 16 12-16z" fill="#21497a" />
      <path
        d="M272 70l8 8 16-16"
        stroke="#fbc24f"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="304" y="66" width="28" height="6" rx="3" fill="#7fa6cf" />
    </svg>
  );
}

/** An open playbook with a chart and a checklist. */
export function PlaybookArt({ className }: ArtProps) {
  return (
    <svg viewBox="0 0 320 240" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="214" rx="130" ry="14" fill="#0a1c33" opacity=".25" />
      <path d="M30 40c40-14 90-14 130 6v160c-40-20-90-20-130-6z" fill="#ffffff" />
      <path d="M290 40c-40-14-90-14-130 6v160c40-20 90-20 130-6z" fill="#eef4fa" />
      <path d="M160 46v160" stroke="#b0c9e4" strokeWidth="3" />
      <rect x="52" y="66" width="84" height="8" rx="4" fill="#21497a" />
      <rect x="52" y="84" width="64" height="6" rx="3" fill="#b0c9e4" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x="52" y={108 + i * 24} width="14" height="14" rx="3" fill="none" stroke="#21497a" strokeWidth="2.5" />
          <path d={`M55 ${115 + i * 24}l4 4 7-8`} stroke="#e08a0b" strokeWidth="3" fill="none" strokeLinecap="round" />
          <rect x="74" y={112 + i * 24} width={60 - i * 10} height="6" rx="3" fill="#b0c9e4" />
        </g>
      ))}
      <path
        d="M184 170v-30M212 170v-52M240 170v-40M268 170v-74"
        stroke="#f5a524"
        strokeWidth="16"
        strokeLinecap="round"
      />
      <path
        d="M180 110l30-20 26 12 34-30"
        stroke="#21497a"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="270" cy="72" r="6" fill="#21497a" />
    </svg>
  );
}

/** A map with pins and dotted links between gyms. */
export function NetworkMapArt({ className }: ArtProps) {
  const pins = [
    { x: 86, y: 120 },
    { x: 170, y: 78 },
    { x: 250, y: 140 },
    { x: 318, y: 96 },
    { x: 210, y: 200 },
  ];
  return (
    <svg viewBox="0 0 400 280" className={className} aria-hidden="true" focusable="false">
      <rect width="400" height="280" rx="28" fill="#132f52" />
      <path
        d="M40 110c30-40 90-60 140-50s70-20 120-10 70 50 60 90-40 60-90 70-80 30-130 10-70-20-90-50-40-30-10-60z"
        fill="#21497a"
      />
      <path
        d="M86 120L170 78 250 140 318 96M170 78l40 122M250 140l-40 60"
        stroke="#7fa6cf"
        strokeWidth="2.5"
        strokeDasharray="6 7"
        fill="none"
      />
      {pins.map((p, i) => (
        <g key={i} transform={`translate(${p.x} ${p.y})`}>
          <circle r="16" fill="#f5a524" opacity=".25" />
          <path d="M0 8c-8-10-12-15-12-21a12 12 0 0 1 24 0c0 6-4 11-12 21z" fill={i === 4 ? '#ffffff' : '#fbc24f'} />
          <circle cy="-13" r="4.5" fill="#0f2a4a" />
        </g>
      ))}
      <g transform="translate(300 206)">
        <circle r="26" fill="#fbc24f" />
        <path d="M0-12v24M-12 0h24" stroke="#0f2a4a" strokeWidth="5" strokeLinecap="round" />
      </g>
    </svg>
  );
}

/** The poster of the intro video before it is loaded. */
export function VideoPosterArt({ className }: ArtProps) {
  return (
    <svg
      viewBox="0 0 640 360"
      className={className}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id="poster-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0f2a4a" />
          <stop offset="1" stopColor="#21497a" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill="url(#poster-bg)" />
      <circle cx="520" cy="80" r="120" fill="#f5a524" opacity=".18" />
      <circle cx="110" cy="320" r="140" fill="#4f7fb3" opacity=".25" />
      <rect x="70" y="250" width="500" height="14" rx="7" fill="#ffffff" opacity=".85" />
      <g fill="#fbc24f">
        <circle cx="180" cy="150" r="16" />
        <path d="M168 168h24l10 50-10 32h-8l4-30-8-18-8 18 4 30h-8l-10-32z" />
        <path d="M170 176l-40-30M190 176l40-30" stroke="#fbc24f" strokeWidth="10" strokeLinecap="round" />
      </g>
      <g fill="none" stroke="#d7e4f2" strokeWidth="6" strokeLinecap="round">
        <circle cx="440" cy="150" r="26" />
        <circle cx="500" cy="150" r="26" />
        <path d="M440 124V40M500 124V40" />
      </g>
    </svg>
  );
}
