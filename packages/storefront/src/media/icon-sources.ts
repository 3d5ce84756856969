// Reads icon files from the installed icon packages (credited in /NOTICE).
// Files are read on first use and kept: the set is small and fixed.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";

let packageRequire: NodeJS.Require | undefined;

/**
 * A file path inside an installed package. Bundlers (Turbopack, webpack)
 * rewrite a visible `createRequire(import.meta.url).resolve()` into module
 * ids, so the resolver is taken from Node at run time, where they cannot see
 * it; `import.meta.url` stays this source file's URL in both.
 */
export function resolvePackageFile(specifier: string): string {
  packageRequire ??= process.getBuiltinModule("node:module").createRequire(import.meta.url);
  return packageRequire.resolve(specifier);
}

const fileCache = new Map<string, string | null>();

function readOnce(key: string, locate: () => string): string | null {
  if (!fileCache.has(key)) {
    let text: string | null = null;
    try {
      text = readFileSync(locate(), "utf8");
    } catch (error) {
      // Every file asked for is a known icon: a miss means a broken install or bundling.
      console.warn(`media: icon ${key} unavailable, drawing a fallback`, error instanceof Error ? error.message : error);
      text = null;
    }
    fileCache.set(key, text);
  }
  return fileCache.get(key) ?? null;
}

/** `@mdi/svg` (Apache-2.0): one 24x24 path per icon. */
export function mdiIcon(name: string): string | null {
  return readOnce(`mdi:${name}`, () => resolvePackageFile(`@mdi/svg/svg/${name}.svg`));
}

/** `@tabler/icons` (MIT): `filled/` or `outline/`, 24x24. */
export function tablerIcon(style: "filled" | "outline", name: string): string | null {
  return readOnce(`tabler:${style}/${name}`, () => resolvePackageFile(`@tabler/icons/${style}/${name}.svg`));
}

/** `simple-icons` (CC0): one 24x24 path, brand colour in its data file. */
export function simpleIcon(slug: string): string | null {
  return readOnce(`si:${slug}`, () => resolvePackageFile(`simple-icons/icons/${slug}.svg`));
}

/** `@cardog-icons/core` (MIT): 512x512 brand emblems under `optimized/`. */
export function cardogIcon(fileName: string): string | null {
  // The package exports only its JS entry; its SVGs sit beside `dist/`.
  return readOnce(`cardog:${fileName}`, () => join(dirname(resolvePackageFile("@cardog-icons/core")), "..", "optimized", fileName));
}

/** All `d` attributes of an icon's visible paths, in order. */
export function pathData(svg: string): string[] {
  const paths: string[] = [];
  for (const match of svg.matchAll(/<path\b([^>]*)\/?>/g)) {
    const attributes = match[1] ?? "";
    if (/fill="none"/.test(attributes)) continue; // tabler's invisible 24x24 bounding box
    const d = /\sd="([^"]+)"/.exec(attributes)?.[1];
    if (d) paths.push(d);
  }
  return paths;
}

const ARGUMENT_COUNT: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/**
 * Splits path data into subpaths in absolute coordinates, so a silhouette's
 * outline can be filled apart from its window and hub cut-outs.
 */
export function absoluteSubpaths(d: string): string[] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const subpaths: string[] = [];
  let current: string[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = "";
  let i = 0;
  const next = () => Number(tokens[i++]);
  const flush = () => {
    if (current.length > 0) subpaths.push(current.join(""));
    current = [];
  };
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (/[a-zA-Z]/.test(token)) {
      command = token;
      i++;
      if (command === "z" || command === "Z") {
        current.push("Z");
        x = startX;
        y = startY;
        continue;
      }
    } else if (command === "") {
      return subpaths; // numbers before any command: not path data we understand
    }
    const lower = command.toLowerCase();
    const relative = command === lower;
    const count = ARGUMENT_COUNT[lower];
    if (count === undefined || count === 0) return subpaths;
    const args: number[] = [];
    for (let k = 0; k < count; k++) args.push(next());
    if (args.some(Number.isNaN)) return subpaths;
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    const f = (n: number) => String(Math.round(n * 1000) / 1000);
    switch (lower) {
      case "m":
        flush();
        x = args[0]! + ox;
        y = args[1]! + oy;
        startX = x;
        startY = y;
        current.push(`M${f(x)},${f(y)}`);
        command = relative ? "l" : "L"; // implicit lineto after a moveto
        break;
      case "l":
      case "t":
        x = args[0]! + ox;
        y = args[1]! + oy;
        current.push(`${lower.toUpperCase()}${f(x)},${f(y)}`);
        break;
      case "h":
        x = args[0]! + ox;
        current.push(`H${f(x)}`);
        break;
      case "v":
        y = args[0]! + oy;
        current.push(`V${f(y)}`);
        break;
      case "c":
      case "s":
      case "q": {
        const points: string[] = [];
        for (let k = 0; k < count; k += 2) points.push(`${f(args[k]! + ox)},${f(args[k + 1]! + oy)}`);
        x = args[count - 2]! + ox;
        y = args[count - 1]! + oy;
        current.push(`${lower.toUpperCase()}${points.join(" ")}`);
        break;
      }
      case "a":
        x = args[5]! + ox;
        y = args[6]! + oy;
        current.push(`A${f(args[0]!)},${f(args[1]!)} ${f(args[2]!)} ${args[3]} ${args[4]} ${f(x)},${f(y)}`);
        break;
    }
  }
  flush();
  return subpaths;
}
