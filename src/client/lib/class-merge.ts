/**
 * Joins Tailwind classes so that a later utility wins over an earlier one of the same kind
 * ('px-4' then 'px-6' keeps 'px-6'; 'p-4' then 'px-2' keeps both; 'px-2' then 'p-4' keeps 'p-4'),
 * per variant ('hover:bg-white' and 'bg-white' both stay). It knows the utilities this product
 * writes, in about a tenth of tailwind-merge's weight on the first visit (decision 0150); a class
 * it does not know is kept as it is. class-merge.test.ts holds it to tailwind-merge's answers for
 * every class the client's source uses.
 */

const SIZES = /^(xs|sm|base|lg|xl|\dxl|\[\d.*(px|rem|em)\]|\(length:.*\))$/;
const WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const ALIGN = /^(left|center|right|justify|start|end)$/;
const WIDTHS = /^(\d+|\[\d.*px\]|\(length:.*\))$/;
const LINE_STYLES = /^(solid|dashed|dotted|double|hidden|none)$/;
const WRAP = /^(wrap|nowrap|balance|pretty|ellipsis|clip)$/;
const BG_SIZE = /^(auto|cover|contain)$/;
const BG_POSITION = /^(bottom|center|left|left-bottom|left-top|right|right-bottom|right-top|top)$/;
const BG_REPEAT = /^(repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/;
const SHADOW_SIZES = /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)?$/;

/** Groups whose utilities set the same property, keyed by the class's name without its value. */
const PREFIX_GROUPS: Record<string, string> = {
  p: 'p',
  px: 'px',
  py: 'py',
  pt: 'pt',
  pr: 'pr',
  pb: 'pb',
  pl: 'pl',
  ps: 'ps',
  pe: 'pe',
  m: 'm',
  mx: 'mx',
  my: 'my',
  mt: 'mt',
  mr: 'mr',
  mb: 'mb',
  ml: 'ml',
  ms: 'ms',
  me: 'me',
  w: 'w',
  h: 'h',
  size: 'size',
  'min-w': 'min-w',
  'max-w': 'max-w',
  'min-h': 'min-h',
  'max-h': 'max-h',
  gap: 'gap',
  'gap-x': 'gap-x',
  'gap-y': 'gap-y',
  'space-x': 'space-x',
  'space-y': 'space-y',
  top: 'top',
  right: 'right',
  bottom: 'bottom',
  left: 'left',
  inset: 'inset',
  'inset-x': 'inset-x',
  'inset-y': 'inset-y',
  z: 'z',
  opacity: 'opacity',
  leading: 'leading',
  tracking: 'tracking',
  'line-clamp': 'line-clamp',
  items: 'items',
  justify: 'justify',
  self: 'self',
  content: 'content',
  place: 'place',
  'grid-cols': 'grid-cols',
  'grid-rows': 'grid-rows',
  'col-span': 'col-span',
  'row-span': 'row-span',
  order: 'order',
  basis: 'basis',
  grow: 'grow',
  shrink: 'shrink',
  overflow: 'overflow',
  'overflow-x': 'overflow-x',
  'overflow-y': 'overflow-y',
  cursor: 'cursor',
  duration: 'duration',
  ease: 'ease',
  delay: 'delay',
  animate: 'animate',
  aspect: 'aspect',
  object: 'object',
  whitespace: 'whitespace',
  'scroll-mt': 'scroll-mt',
  fill: 'fill',
  stroke: 'stroke',
  'underline-offset': 'underline-offset',
  decoration: 'decoration',
  translate: 'translate',
  'translate-x': 'translate-x',
  'translate-y': 'translate-y',
  rotate: 'rotate',
  scale: 'scale',
  'ring-offset': 'ring-offset',
  'outline-offset': 'outline-offset',
  rounded: 'rounded',
  'rounded-t': 'rounded-t',
  'rounded-b': 'rounded-b',
  'rounded-l': 'rounded-l',
  'rounded-r': 'rounded-r',
  'rounded-tl': 'rounded-tl',
  'rounded-tr': 'rounded-tr',
  'rounded-bl': 'rounded-bl',
  'rounded-br': 'rounded-br',
  'rounded-s': 'rounded-s',
  'rounded-e': 'rounded-e',
  transition: 'transition',
  'auto-cols': 'auto-cols',
  'auto-rows': 'auto-rows',
  'col-start': 'col-start',
  'col-end': 'col-end',
  'row-start': 'row-start',
  'row-end': 'row-end',
  flex: 'flex',
};

/** Groups a later class of the key's group empties (its parts). */
const OVERRIDES: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: [
    'rounded-t',
    'rounded-b',
    'rounded-l',
    'rounded-r',
    'rounded-tl',
    'rounded-tr',
    'rounded-bl',
    'rounded-br',
    'rounded-s',
    'rounded-e',
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-b': ['rounded-bl', 'rounded-br'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': [
    'border-color-x',
    'border-color-y',
    'border-color-t',
    'border-color-r',
    'border-color-b',
    'border-color-l',
  ],
  'line-clamp': ['overflow', 'display'],
  'font-size': ['leading'],
  flex: ['basis', 'grow', 'shrink'],
};

/** Words that are a whole utility (no value), by group. */
const KEYWORDS: Record<string, string> = {
  block: 'display',
  'inline-block': 'display',
  inline: 'display',
  flex: 'display',
  'inline-flex': 'display',
  grid: 'display',
  'inline-grid': 'display',
  hidden: 'display',
  contents: 'display',
  table: 'display',
  'flow-root': 'display',
  'table-cell': 'display',
  'table-row': 'display',
  'table-caption': 'display',
  'table-column': 'display',
  'table-header-group': 'display',
  'table-row-group': 'display',
  'table-footer-group': 'display',
  'list-item': 'display',
  'inline-table': 'display',
  'backdrop-blur': 'backdrop-blur',
  static: 'position',
  fixed: 'position',
  absolute: 'position',
  relative: 'position',
  sticky: 'position',
  'flex-row': 'flex-direction',
  'flex-row-reverse': 'flex-direction',
  'flex-col': 'flex-direction',
  'flex-col-reverse': 'flex-direction',
  'flex-wrap': 'flex-wrap',
  'flex-nowrap': 'flex-wrap',
  'flex-wrap-reverse': 'flex-wrap',
  'flex-1': 'flex',
  'flex-auto': 'flex',
  'flex-initial': 'flex',
  'flex-none': 'flex',
  underline: 'text-decoration-line',
  'no-underline': 'text-decoration-line',
  'line-through': 'text-decoration-line',
  uppercase: 'text-transform',
  lowercase: 'text-transform',
  capitalize: 'text-transform',
  'normal-case': 'text-transform',
  italic: 'font-style',
  'not-italic': 'font-style',
  truncate: 'truncate',
  'sr-only': 'sr',
  'not-sr-only': 'sr',
  visible: 'visibility',
  invisible: 'visibility',
  collapse: 'visibility',
  shadow: 'shadow',
  border: 'border-w',
  rounded: 'rounded',
  ring: 'ring-w',
  outline: 'outline-w',
  'outline-none': 'outline-style',
  transition: 'transition',
  'pointer-events-none': 'pointer-events',
  'pointer-events-auto': 'pointer-events',
  'select-none': 'select',
  'select-text': 'select',
  'select-all': 'select',
  'select-auto': 'select',
  grow: 'grow',
  shrink: 'shrink',
  'tabular-nums': 'numeric-spacing',
  'proportional-nums': 'numeric-spacing',
  'normal-nums': 'font-variant-numeric',
  'break-words': 'word-break',
  'break-all': 'word-break',
  'break-normal': 'word-break',
  'break-keep': 'word-break',
  antialiased: 'smoothing',
  'subpixel-antialiased': 'smoothing',
  isolate: 'isolation',
  'isolation-auto': 'isolation',
  container: 'container',
  'list-none': 'list-style-type',
  'list-disc': 'list-style-type',
  'list-decimal': 'list-style-type',
  'list-inside': 'list-style-position',
  'list-outside': 'list-style-position',
  'resize-none': 'resize',
  resize: 'resize',
  'resize-y': 'resize',
  'resize-x': 'resize',
  'appearance-none': 'appearance',
  'appearance-auto': 'appearance',
};

const SIDES: Record<string, string> = {
  '': '',
  x: '-x',
  y: '-y',
  t: '-t',
  r: '-r',
  b: '-b',
  l: '-l',
  s: '-s',
  e: '-e',
};

/** The kind of an un-prefixed utility such as 'text-sm', 'bg-white/95' or 'border-t-2'; null when unknown. */
function groupOf(utility: string): string | null {
  const keyword = KEYWORDS[utility];
  if (keyword) return keyword;
  const value = (prefix: string) => utility.slice(prefix.length + 1);
  if (utility.startsWith('text-')) {
    const v = value('text');
    if (SIZES.test(v.split('/')[0] ?? '')) return 'font-size';
    if (ALIGN.test(v)) return 'text-align';
    if (WRAP.test(v)) return v === 'ellipsis' || v === 'clip' ? 'text-overflow' : 'text-wrap';
    return 'text-color';
  }
  if (utility.startsWith('font-')) return WEIGHTS.test(value('font')) ? 'font-weight' : 'font-family';
  if (utility.startsWith('bg-')) {
    const v = value('bg');
    if (BG_SIZE.test(v)) return 'bg-size';
    if (BG_POSITION.test(v)) return 'bg-position';
    if (BG_REPEAT.test(v)) return 'bg-repeat';
    // 'bg-gradient-to-b' is Tailwind 3's name, a color to tailwind-merge 3; kept as it reads it.
    if (/^(linear|radial|conic|none)|^\[(url\(|[a-z-]*gradient\()/.test(v)) return 'bg-image';
    if (v === 'fixed' || v === 'local' || v === 'scroll') return 'bg-attachment';
    return 'bg-color';
  }
  const border = /^border(?:-([xytrblse]))?(?:-(.+))?$/.exec(utility);
  if (border) {
    const side = SIDES[border[1] ?? ''] ?? '';
    const v = border[2] ?? '';
    if (v === '' || WIDTHS.test(v)) return `border-w${side}`;
    if (LINE_STYLES.test(v)) return 'border-style';
    if (v === 'collapse' || v === 'separate') return 'border-collapse';
    if (v.startsWith('spacing')) return 'border-spacing';
    return `border-color${side}`;
  }
  if (utility.startsWith('ring-')) {
    const v = value('ring');
    if (v.startsWith('offset-')) return /^offset-\d+$/.test(v) ? 'ring-offset-w' : 'ring-offset-color';
    return WIDTHS.test(v) || v === 'inset' ? (v === 'inset' ? 'ring-inset' : 'ring-w') : 'ring-color';
  }
  if (utility.startsWith('outline-')) {
    const v = value('outline');
    if (v.startsWith('offset-')) return 'outline-offset';
    if (LINE_STYLES.test(v)) return 'outline-style';
    return WIDTHS.test(v) ? 'outline-w' : 'outline-color';
  }
  if (utility.startsWith('shadow-')) return SHADOW_SIZES.test(value('shadow')) ? 'shadow' : 'shadow-color';
  if (utility.startsWith('divide-')) {
    const axis = /^divide-([xy])(?:-\d+)?$/.exec(utility);
    if (axis) return `divide-w-${axis[1]}`;
    return /^divide-(solid|dashed|dotted|double|none)$/.test(utility) ? 'divide-style' : 'divide-color';
  }
  if (utility.startsWith('accent-')) return 'accent-color';
  if (utility.startsWith('animate-')) return /^animate-(none|spin|ping|pulse|bounce)$/.test(utility) ? 'animate' : null;
  if (utility.startsWith('backdrop-blur-')) return 'backdrop-blur';
  if (utility.startsWith('decoration-')) return WIDTHS.test(value('decoration')) ? 'decoration-w' : 'decoration-color';
  if (utility.startsWith('from-') || utility.startsWith('via-') || utility.startsWith('to-')) {
    return utility.slice(0, utility.indexOf('-'));
  }
  const dash =
    /^-?([a-z]+(?:-[a-z]+)*?)-(?:\[.*\]|\(.*\)|[\d./]+[a-z%]*|[a-z]+(?:-\d+)?|full|auto|screen|px|none)$/.exec(utility);
  if (dash) {
    // The longest known name that the class starts with: 'gap-x-4' → 'gap-x', 'min-w-0' → 'min-w'.
    const parts = utility.replace(/^-/, '').split('-');
    for (let n = parts.length - 1; n > 0; n--) {
      const name = parts.slice(0, n).join('-');
      const group = PREFIX_GROUPS[name];
      if (group) return group;
    }
  }
  return null;
}

/** Splits 'md:hover:!bg-white' into its variants ('md:hover:'), important mark and utility. */
function parse(token: string): { variants: string; utility: string } {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) cut = i + 1;
  }
  const variants = token.slice(0, cut).split(':').filter(Boolean).sort().join(':');
  let utility = token.slice(cut);
  let important = '';
  if (utility.startsWith('!')) {
    important = '!';
    utility = utility.slice(1);
  } else if (utility.endsWith('!')) {
    important = '!';
    utility = utility.slice(0, -1);
  }
  return { variants: `${variants}|${important}`, utility };
}

/** The classes of `input` with each one a later class overrides removed. */
export function mergeClasses(input: string): string {
  const tokens = input.split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  const taken = new Set<string>();
  // From the last class back: a class survives when no later class took its group.
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    const { variants, utility } = parse(token);
    const group = groupOf(utility.replace(/^-/, '')) ?? `=${utility}`;
    const key = `${variants}#${group}`;
    if (taken.has(key)) continue;
    kept.push(token);
    taken.add(key);
    for (const part of OVERRIDES[group] ?? []) taken.add(`${variants}#${part}`);
  }
  return kept.reverse().join(' ');
}
