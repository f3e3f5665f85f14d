import * as pkijs from 'pkijs';

const CRL_DISTRIBUTION_POINTS = '2.5.29.31';
const AUTHORITY_INFO_ACCESS = '1.3.6.1.5.5.7.1.1';
const OCSP_METHOD = '1.3.6.1.5.5.7.48.1';
/** GeneralName's uniformResourceIdentifier choice. */
const URI = 6;

/**
 * Where a certificate says its status can be learnt: the http(s) URLs of its CRL distribution points and of
 * its OCSP responders (Authority Information Access). Other schemes (ldap:) are left out.
 *
 * @example
 * certificateUrls(signer); // { crl: ['http://ca.example.uz/ca.crl'], ocsp: ['http://ocsp.example.uz'] }
 */
export function certificateUrls(certificate: pkijs.Certificate): { crl: string[]; ocsp: string[] } {
  const crl: string[] = [];
  const ocsp: string[] = [];
  for (const extension of certificate.extensions ?? []) {
    if (extension.extnID === CRL_DISTRIBUTION_POINTS && extension.parsedValue instanceof pkijs.CRLDistributionPoints) {
      for (const point of extension.parsedValue.distributionPoints) {
        const names = Array.isArray(point.distributionPoint) ? point.distributionPoint : [];
        for (const name of names) if (name.type === URI) crl.push(String(name.value));
      }
    }
    if (extension.extnID === AUTHORITY_INFO_ACCESS && extension.parsedValue instanceof pkijs.InfoAccess) {
      for (const access of extension.parsedValue.accessDescriptions)
        if (access.accessMethod === OCSP_METHOD && access.accessLocation.type === URI) ocsp.push(String(access.accessLocation.value));
    }
  }
  const web = (url: string) => /^https?:\/\//i.test(url) && URL.canParse(url);
  return { crl: [...new Set(crl.filter(web))], ocsp: [...new Set(ocsp.filter(web))] };
}
