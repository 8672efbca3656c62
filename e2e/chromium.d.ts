/**
 * Debian's Chromium as every browser run here starts it (e2e and the benchmarks): no sandbox (root in a container),
 * and none of the background traffic that only waits on refused connections on a machine without the internet.
 */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
