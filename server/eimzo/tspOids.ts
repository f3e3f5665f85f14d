/** Object identifiers of RFC 3161 time-stamping, shared by the TSA, the forwarder and the verifier. */
export const TST_INFO = '1.2.840.113549.1.9.16.1.4';
export const SIGNATURE_TIME_STAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';
export const SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';
export const SHA256 = '2.16.840.1.101.3.4.2.1';
export const CONTENT_TYPE = '1.2.840.113549.1.9.3';
export const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
export const SIGNED_DATA = '1.2.840.113549.1.7.2';
export const TIME_STAMPING_USAGE = '1.3.6.1.5.5.7.3.8';
/** The demo TSA's policy: a UUID-derived OID (ITU-T X.667), which anyone may use without registering. */
export const DEMO_TSA_POLICY = '2.25.223497108916419788436389216906318311633';
