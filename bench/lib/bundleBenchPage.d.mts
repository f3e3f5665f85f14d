/** Bundles one bench page's script as the product's build does: an IIFE into `outfile`, or split ES modules into `outdir`. */
export function bundleBenchPage(entry: string, target: { outfile?: string; outdir?: string }): Promise<void>;
