/** `3 readers`, `1 reader`, `1,204 readers`: a number with its noun, as every admin text counts. */
export const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
