export declare function makeSelfSignedCertificate(dir: string): { certFile: string; keyFile: string; cert: string; key: string };
