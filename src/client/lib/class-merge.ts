/**
 * Joins Tailwind classes so that a later utility wins over an earlier one of the same kind
 * ('px-4' then 'px-6' keeps 'px-6'; 'p-4' then 'px-2' keeps both; 'px-2' then 'p-4' keeps 'p-4'),
 * per variant ('hover:bg-white' and 'bg-white' both stay). It knows the utilities this product
 * writes, and only those (a utility it has no group for is kept as it is, as clsx would), in a
 * third of tailwind-merge's weight on the first visit (decision 0150). class-merge.test.ts holds
 * it to tailwind-merge's answers for every pair of utilities the client's source uses, so a new
 * utility that needs a group fails there first.
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

/** Utilities whose value follows their name ('gap-x-4' is 'gap-x'): each name is its own group. */
const PREFIX_GROUPS = new Set(
  'p px py pt pr pb pl m mx my mt mr mb ml w h size min-w max-w min-h max-h gap gap-x gap-y space-x space-y top right bottom left inset inset-x inset-y z opacity leading tracking line-clamp items justify justify-self justify-items self content grid-cols grid-rows col-span row-span order basis grow shrink overflow overflow-x overflow-y cursor duration animate aspect object whitespace scroll-mt fill underline-offset translate translate-x translate-y rotate scale outline-offset rounded rounded-t rounded-b rounded-l rounded-r transition col-start row-start flex'.split(
    ' ',
  ),
);

/** Groups a later class of the key's group empties (its parts). */
const OVERRIDES: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
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

/** Words that are a whole utility (no value), by group: 'group:word word;group:word'. */
const KEYWORDS = new Map<string, string>(
  'display:block inline-block inline flex inline-flex grid hidden contents table table-cell table-row list-item;backdrop-blur:backdrop-blur;position:static fixed absolute relative sticky;flex-direction:flex-row flex-col flex-col-reverse;flex-wrap:flex-wrap flex-nowrap;flex:flex-1 flex-none;text-decoration-line:underline no-underline;text-transform:uppercase capitalize normal-case;truncate:truncate;sr:sr-only not-sr-only;border-w:border;rounded:rounded;outline-w:outline;outline-style:outline-none;transition:transition;pointer-events:pointer-events-none pointer-events-auto;select:select-none select-all;numeric-spacing:tabular-nums;word-break:break-words break-all;list-style-type:list-none list-disc list-decimal;appearance:appearance-none;visibility:visible invisible;font-style:italic not-italic'
    .split(';')
    .flatMap((entry) => {
      const [group = '', words = ''] = entry.split(':');
      return words.split(' ').map((word): [string, string] => [word, group]);
    }),
);

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
  const keyword = KEYWORDS.get(utility);
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
  if (/^align-(baseline|top|middle|bottom|text-top|text-bottom|sub|super|\[.+\])$/.test(utility))
    return 'vertical-align';
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
      if (PREFIX_GROUPS.has(name)) return name;
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

/**
 * Answers already given: a button, a badge or an icon asks with the same classes at every render,
 * and working one out again was a fifth of the home page's script time on a throttled phone. The
 * classes are the source's own (Tailwind has no classes made at run time), so the cache is bounded.
 */
const merged = new Map<string, string>();

/** The classes of `input` with each one a later class overrides removed. */
export function mergeClasses(input: string): string {
  let answer = merged.get(input);
  if (answer === undefined) merged.set(input, (answer = merge(input)));
  return answer;
}

function merge(input: string): string {
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
