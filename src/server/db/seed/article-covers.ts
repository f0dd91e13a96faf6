import type { DemoArticle } from './article-content';

type Cover = DemoArticle['cover'];

/** Simple shapes per theme, drawn in the accent colour on the right half of the cover. */
const motifs: Record<Cover['motif'], (a: string) => string> = {
  tag: (a) =>
    `<path d="M760 170h210l90 145-90 145H760z" fill="${a}" opacity="0.95"/><circle cx="820" cy="315" r="26" fill="#0b1c33" opacity="0.55"/>
     <text x="905" y="345" font-family="sans-serif" font-weight="700" font-size="96" fill="#0b1c33" opacity="0.7" text-anchor="middle">$</text>`,
  loop: (a) =>
    `<circle cx="900" cy="315" r="170" fill="none" stroke="${a}" stroke-width="34" stroke-dasharray="820 250"/><path d="M1055 230l40 80-88-10z" fill="${a}"/>`,
  people: (a) =>
    [760, 900, 1040]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="${250 - (i % 2) * 30}" r="48" fill="${a}"/><rect x="${x - 70}" y="${310 - (i % 2) * 30}" width="140" height="190" rx="60" fill="${a}" opacity="0.85"/>`,
      )
      .join(''),
  podium: (a) =>
    `<rect x="720" y="330" width="140" height="170" fill="${a}" opacity="0.75"/><rect x="860" y="250" width="140" height="250" fill="${a}"/><rect x="1000" y="380" width="140" height="120" fill="${a}" opacity="0.6"/>
     <circle cx="930" cy="190" r="36" fill="${a}"/>`,
  bars: (a) =>
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const h = [220, 260, 200, 120, 150, 290][i]!;
        return `<rect x="${720 + i * 70}" y="${500 - h}" width="48" height="${h}" rx="8" fill="${a}" opacity="${i === 3 ? 0.55 : 0.95}"/>`;
      })
      .join(''),
  megaphone: (a) =>
    `<path d="M740 270h80l200-110v310L820 360h-80z" fill="${a}"/><rect x="770" y="360" width="50" height="110" rx="12" fill="${a}" opacity="0.8"/>
     <path d="M1060 230q50 85 0 170" stroke="${a}" stroke-width="16" fill="none" stroke-linecap="round"/>`,
  shield: (a) =>
    `<path d="M900 140l170 60v110c0 110-80 170-170 200-90-30-170-90-170-200V200z" fill="${a}"/><path d="M835 320l45 45 95-100" stroke="#0b1c33" stroke-width="26" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="0.6"/>`,
  calendar: (a) =>
    `<rect x="730" y="170" width="340" height="320" rx="24" fill="${a}"/><rect x="730" y="170" width="340" height="70" rx="24" fill="#0b1c33" opacity="0.35"/>
     ${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<rect x="${765 + (i % 3) * 100}" y="${265 + Math.floor(i / 3) * 70}" width="70" height="48" rx="8" fill="#0b1c33" opacity="${i === 4 ? 0.6 : 0.18}"/>`).join('')}`,
  grid: (a) =>
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
      .map(
        (i) =>
          `<rect x="${720 + (i % 4) * 100}" y="${170 + Math.floor(i / 4) * 110}" width="80" height="90" rx="12" fill="${a}" opacity="${[1, 2, 5, 6, 9].includes(i) ? 0.95 : 0.4}"/>`,
      )
      .join(''),
};

/** A 1200x630 cover (the share-preview size) as SVG; rendered to WebP by the seeder. */
export function coverSvg(cover: Cover): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${cover.from}"/><stop offset="1" stop-color="${cover.to}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="120" cy="560" r="260" fill="#ffffff" opacity="0.06"/>
  <circle cx="330" cy="90" r="140" fill="#ffffff" opacity="0.05"/>
  <rect x="80" y="250" width="420" height="22" rx="11" fill="#ffffff" opacity="0.85"/>
  <rect x="80" y="300" width="320" height="22" rx="11" fill="#ffffff" opacity="0.55"/>
  <rect x="80" y="350" width="380" height="22" rx="11" fill="#ffffff" opacity="0.35"/>
  <rect x="80" y="180" width="90" height="14" rx="7" fill="${cover.accent}"/>
  ${motifs[cover.motif](cover.accent)}
</svg>`;
}
