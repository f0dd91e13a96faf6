/**
 * Two fields side by side whose labels, inputs and messages line up row by row even when one
 * label wraps on a phone ("Monthly tuition ($)" beside "Students"): each field is a subgrid of
 * the pair's rows (label, input, hint, message).
 */
export const fieldPair = 'grid grid-cols-2 gap-x-3';
export const pairedField = 'row-span-4 grid-rows-subgrid gap-y-1.5';
