/** The first Chromium found on this machine, or undefined (Playwright then uses its own download). */
export declare function testBrowser(): string | undefined;
/** A full Chromium, or the headless shell where there is none. */
export declare function fullBrowser(): string | undefined;
