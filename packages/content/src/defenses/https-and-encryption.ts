import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'HttpsAndEncryption',
  summary:
    'Encrypt and authenticate every connection. Then nobody on the network between a customer and the bank can read or change the traffic.',
  whatItIs: [
    "When a customer uses online banking, their data crosses many networks. It may pass through home Wi-Fi, a coffee-shop hotspot, internet providers and the bank's own systems. HTTPS protects that journey using TLS (Transport Layer Security). TLS does three jobs. It encrypts the data, so people listening in see only scrambled bytes. It checks that nothing was changed on the way. And it uses a digital certificate to prove to the browser or app that it is really talking to the bank.",
    'This is the basic defence against network-level [man-in-the-middle](/frauds/ManInTheMiddle) attacks, such as a fake Wi-Fi hotspot that tries to read or change banking traffic. It also gives a little help against [account takeover](/frauds/AccountTakeover), because passwords and session cookies cannot simply be picked out of the air.',
  ],
  howItWorks: [
    "When a browser or banking app connects, the two sides agree on encryption keys. The bank also shows its certificate, which a trusted certificate authority has signed. If the certificate is wrong or out of date, the browser warns the user. NIST's TLS guidance, SP 800-52 Revision 2 (2019), is written for US government systems. It tells them to support TLS 1.2 with approved cipher suites, and to plan to support the newer TLS 1.3 by 1 January 2024. Banks mostly follow similar baselines. They switch off old, broken versions such as SSL and early TLS.",
    'HTTP Strict Transport Security (HSTS) is defined in RFC 6797 (2012). It lets a website tell browsers to use only secure connections to it from then on. This blocks a trick called SSL stripping, in which an attacker quietly keeps a victim on an unencrypted version of the site. Browsers also ship with a built-in preload list of HSTS sites. That list protects even the very first visit.',
    "Certificate monitoring watches for certificates issued in the bank's name that the bank did not ask for. This works because of Certificate Transparency (RFC 6962). It is a system of public logs where certificate authorities record the certificates they issue. End-to-end encryption keeps data encrypted inside the bank's own systems too, not only between the customer and the bank's front door.",
  ],
  levels: [
    {
      inPractice:
        'Every website, app, API and internal connection uses TLS. Its certificates are valid and renewed on time. This stops people from quietly listening in or tampering with traffic on public Wi-Fi and other networks. That is why even the first level blocks most network interception. Gaps remain. A customer who types the address without https can be caught on the first visit. Users who click through certificate warnings can still be fooled.',
    },
    {
      inPractice:
        "The bank turns on HSTS and adds its domains to the browser preload list. It allows only modern TLS versions and cipher suites. This closes the downgrade and stripping tricks that still work against plain TLS, so a clearly larger share of interception attempts fail. It does nothing about look-alike domains. HSTS protects the bank's real address, not a criminal's copy of it.",
    },
    {
      inPractice:
        'The bank watches Certificate Transparency logs for rogue certificates in its name. It also keeps sensitive data encrypted from end to end through its own systems. Rogue or wrongly issued certificates are spotted and revoked quickly. Data stays safe even if someone is watching part of the internal network. The extra gain over the second level is small. Most of the attacks that remain do not involve breaking encryption at all.',
    },
  ],
  limitations: [
    "Encryption protects the connection, not the person. Today many man-in-the-middle attacks are adversary-in-the-middle phishing. The criminal runs a look-alike site with its own perfectly valid certificate. The site passes everything through to the real bank. In 2022 Microsoft reported on one such campaign. Since September 2021 it had targeted more than 10,000 organisations. It stole passwords and session cookies to get past multi-factor codes. The victim's traffic was fully encrypted the whole time, just to the wrong party. The defence against that is phishing-resistant [Multi-Factor Authentication](/defenses/MultiFactorAuth). That is why this defence stops only part of man-in-the-middle fraud and very little account takeover.",
    "Encryption cannot help if the customer's own device is infected. Malware reads the data before it is encrypted or after it is decrypted. Encryption does not stop a customer who is tricked into approving a payment. Nor does it protect data stolen from a server that stores it in readable form.",
    "Older ideas have been dropped for good reasons. Browsers once let sites pin the exact keys they would accept (HPKP). Chrome removed the feature in version 72 in 2019, because mistakes could lock customers out and attackers could abuse it. Certificate monitoring replaced it. Pinning inside the bank's own mobile app is still used. But it must be handled with care when certificates change.",
  ],
  realWorldCost: [
    'Certificates themselves are cheap or free today. Modern servers and CDNs handle encryption without slowing things down much. The real work is keeping hundreds of certificates up to date on internal and external systems. One expired certificate can take online banking offline. That is why many banks buy tools or services to manage their certificates.',
    'Moving old systems to modern TLS can be hard and costly. Some old platforms, partners and payment links cannot speak the newer versions. Certificate monitoring needs someone to sort through the alerts. End-to-end encryption inside the bank adds the work of managing keys. It can also make fixing faults and security monitoring harder, since encrypted traffic is harder to inspect.',
  ],
  sources: [
    {
      title:
        'SP 800-52 Rev. 2: Guidelines for the Selection, Configuration, and Use of Transport Layer Security (TLS) Implementations',
      publisher: 'National Institute of Standards and Technology (NIST)',
      year: 2019,
      url: 'https://doi.org/10.6028/NIST.SP.800-52r2',
    },
    {
      title: 'RFC 6797: HTTP Strict Transport Security (HSTS)',
      publisher: 'Internet Engineering Task Force (IETF)',
      year: 2012,
      url: 'https://www.rfc-editor.org/rfc/rfc6797',
    },
    {
      title: 'RFC 6962: Certificate Transparency',
      publisher: 'Internet Engineering Task Force (IETF)',
      year: 2013,
      url: 'https://www.rfc-editor.org/rfc/rfc6962',
    },
    {
      title:
        'From cookie theft to BEC: Attackers use AiTM phishing sites as entry point to further financial fraud',
      publisher: 'Microsoft Security Blog',
      year: 2022,
      url: 'https://www.microsoft.com/en-us/security/blog/2022/07/12/from-cookie-theft-to-bec-attackers-use-aitm-phishing-sites-as-entry-point-to-further-financial-fraud/',
    },
    {
      title: 'Remove HTTP-Based Public Key Pinning',
      publisher: 'Chrome Platform Status (Google)',
      year: 2019,
      url: 'https://chromestatus.com/feature/5903385005916160',
    },
  ],
};
