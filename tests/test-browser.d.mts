export declare const headlessShell: { debianPackage: string; path: string };
export declare function testBrowser(): string | undefined;
