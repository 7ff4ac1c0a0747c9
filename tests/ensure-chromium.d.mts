/** The first Chromium found on this machine, or undefined (Playwright then uses its own download). */
export declare function testBrowser(): string | undefined;
