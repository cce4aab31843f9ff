import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'HttpsAndEncryption',
  summary:
    'Encrypt and authenticate every connection, so that nobody on the network between a customer and the bank can read or change the traffic.',
  whatItIs: [
    "When a customer uses online banking, their data crosses many networks: home Wi-Fi, a coffee-shop hotspot, internet providers and the bank's own systems. HTTPS protects that journey using TLS (Transport Layer Security). TLS encrypts the data so eavesdroppers see only scrambled bytes, checks that nothing was changed on the way, and uses a digital certificate to prove to the browser or app that it is really talking to the bank.",
    'This is the basic defence against network-level [man-in-the-middle](/frauds/ManInTheMiddle) attacks, such as a fake Wi-Fi hotspot that tries to read or alter banking traffic. It also gives a little help against [account takeover](/frauds/AccountTakeover), because passwords and session cookies cannot simply be picked out of the air.',
  ],
  howItWorks: [
    "When a browser or banking app connects, the two sides agree on encryption keys and the bank presents its certificate, which a trusted certificate authority has signed. If the certificate is wrong or expired, the browser warns the user. NIST's TLS guidance, SP 800-52 Revision 2 (2019), tells US government systems to support TLS 1.2 with approved cipher suites, and to support the newer TLS 1.3 by 1 January 2024. Banks generally follow similar baselines and switch off old, broken versions such as SSL and early TLS.",
    'HTTP Strict Transport Security (HSTS), defined in RFC 6797 (2012), lets a website tell browsers to use only secure connections to it from then on. This blocks a trick called SSL stripping, in which an attacker quietly keeps a victim on an unencrypted version of the site. Browsers also ship a built-in preload list of HSTS sites, which protects even the very first visit.',
    "Certificate monitoring watches for certificates issued in the bank's name that it did not ask for. This is possible because of Certificate Transparency (RFC 6962), a system of public logs in which certificate authorities record the certificates they issue. End-to-end encryption keeps data encrypted through internal systems as well, not only between the customer and the bank's front door.",
  ],
  levels: [
    {
      inPractice:
        'Every website, app, API and internal connection uses TLS, with valid certificates that are renewed on time. This stops passive eavesdropping and tampering on public Wi-Fi and other networks, which is why even the first level blocks most network interception. Gaps remain: a customer who types the address without https can be caught on the first visit, and users who click through certificate warnings can still be fooled.',
    },
    {
      inPractice:
        "The bank turns on HSTS, adds its domains to the browser preload list and allows only modern TLS versions and cipher suites. This closes the downgrade and stripping tricks that still work against plain TLS, so a clearly larger share of interception attempts fail. It does nothing about look-alike domains, because HSTS protects the bank's real address, not a criminal's copy of it.",
    },
    {
      inPractice:
        'The bank watches Certificate Transparency logs for rogue certificates in its name and keeps sensitive data encrypted from end to end through its own systems. Rogue or mis-issued certificates are spotted and revoked quickly, and data stays protected even if part of the internal network is watched. The extra gain over the second level is small, because the remaining attacks mostly do not involve breaking encryption at all.',
    },
  ],
  limitations: [
    "Encryption protects the connection, not the person. Today many man-in-the-middle attacks are adversary-in-the-middle phishing: the criminal runs a look-alike site with its own perfectly valid certificate and passes everything through to the real bank. Microsoft reported in 2022 on one such campaign that had targeted more than 10,000 organisations since September 2021, stealing passwords and session cookies to get past multi-factor codes. The victim's traffic was fully encrypted the whole time, just to the wrong party. The defence against that is phishing-resistant [Multi-Factor Authentication](/defenses/MultiFactorAuth), which is why this defence stops only part of man-in-the-middle fraud and very little account takeover.",
    "Encryption cannot help if the customer's own device is infected, because malware reads data before it is encrypted or after it is decrypted. It does not stop a customer who is tricked into approving a payment, and it does not protect data that is stolen from a server where it is stored in readable form.",
    "Older ideas have been dropped for good reasons. Browsers once let sites pin the exact keys they would accept (HPKP), but Chrome removed the feature in version 72 in 2019 because mistakes could lock customers out and attackers could abuse it. Certificate monitoring replaced it. Pinning inside the bank's own mobile app is still used, but it must be managed carefully when certificates change.",
  ],
  realWorldCost: [
    'Certificates themselves are cheap or free today, and modern servers and CDNs handle encryption with little performance cost. The real work is keeping hundreds of certificates on internal and external systems up to date: an expired certificate can take online banking offline. Many banks buy certificate-management tools or services for this reason.',
    'Moving old systems to modern TLS can be hard and expensive, because some legacy platforms, partners and payment links cannot speak newer versions. Certificate monitoring needs someone to triage alerts, and end-to-end encryption inside the bank adds key-management work and can make troubleshooting and security monitoring harder, since encrypted traffic is harder to inspect.',
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
