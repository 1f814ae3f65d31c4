export declare const chromiumArgs: string[];
export declare const HEADLESS_SHELL_PATHS: string[];
export declare function chromiumPath(options?: { headlessShell?: boolean }): string;
