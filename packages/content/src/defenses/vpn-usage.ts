import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'VpnUsage',
  summary:
    "Staff reach the bank's internal systems only through an encrypted tunnel. At the top level, their identity and device are also checked for each application.",
  whatItIs: [
    "A virtual private network (VPN) creates an encrypted tunnel between a staff member's laptop or phone and the bank's network. Everything inside the tunnel is hidden from whoever runs the network in between. That might be a hotel, an airport or a home router that has been hacked. Without a VPN, staff working away from the office would have to reach internal systems over the open internet. Or the bank would have to put those systems on the internet.",
    'The main fraud it helps against is [man-in-the-middle](/frauds/ManInTheMiddle) interception of staff traffic on networks that cannot be trusted. Zero-trust network access (ZTNA), the top level in the game, goes further. It does not let a connected user roam the whole internal network. Instead, it checks the user and the device every time they open a specific application.',
  ],
  howItWorks: [
    "A VPN gateway sits at the edge of the bank's network. Staff sign in through a VPN app, ideally with multi-factor authentication. The gateway then sets up an encrypted tunnel, and traffic to internal systems travels through it. NSA and CISA guidance from 2021 gives four pieces of advice. Choose standards-based VPN products from vendors with a good record of fixing flaws quickly. Use strong authentication. Patch promptly. And switch off features that are not needed.",
    'Always-on VPN means the tunnel starts by itself whenever the device is on a network, so staff cannot forget to use it. Device checks are sometimes called posture checks. Before the laptop may connect, they confirm that the bank manages it, that it is encrypted and up to date, and that it runs security software.',
    'Zero trust is described by NIST in SP 800-207 (2020). It removes trust based on where you are on the network. Being on the office network or the VPN no longer gives access by itself. Each request to each resource is granted per session. The decision is based on who the user is, the health of the device and other signals, so a stolen login reaches much less.',
  ],
  levels: [
    {
      inPractice:
        "Remote staff use a VPN to reach internal systems from home or while travelling. This protects their traffic on hotel, airport and home networks. An attacker on the same Wi-Fi cannot easily read or change it. But staff can forget to switch it on, and personal devices may be allowed to connect. Once connected, a user often gets wide access to the network, and so does a criminal with that user's password.",
    },
    {
      inPractice:
        'The VPN starts by itself on every bank device, and only healthy, managed devices may connect. There are no more unprotected sessions from a staff laptop on a public network. Infected or unknown devices are turned away, so interception and device-based attacks drop further. The VPN gateway itself is still a target on the internet. And a valid login still opens a lot of doors inside.',
    },
    {
      inPractice:
        'Staff connect to single applications, not to the whole network. Every session checks the user, the device and the context. This removes the broad trust inside the network that attackers rely on. It makes it harder for them to move from one system to another, and it closes most of the remaining interception routes. So this level stops the most. It depends heavily on strong identity checks, so it works best with phishing-resistant multi-factor authentication.',
    },
  ],
  limitations: [
    "A VPN protects the bank's staff, not its customers. Customer sessions to online banking are protected by [HTTPS and Encryption](/defenses/HttpsAndEncryption), and that is where most man-in-the-middle risk to customers lies. A VPN also does nothing against look-alike phishing sites. A staff member who types a password into a fake page sends it through the tunnel just the same.",
    "The VPN gateway is itself a favourite target. In 2021 NSA and CISA warned that several state-backed hacking groups had used published flaws in VPN products. They stole logins, ran their own code on the device and took over encrypted sessions. Verizon's 2025 Data Breach Investigations Report looked at breaches that began with a flaw being exploited. Edge devices and VPNs made up 22% of the targets, up from 3% a year earlier. In January 2024 CISA ordered US federal agencies to take urgent action on actively exploited flaws in Ivanti VPN appliances. A badly patched VPN can become the front door for attackers. So it must sit alongside [Keep Systems Updated](/defenses/KeepUpdated).",
    'Zero trust is not a product that can be bought and switched on. It takes years to map every application, decide who needs what, and connect identity, device and network tools. Mistakes in access rules, or a hacked identity provider, can undo the benefit.',
  ],
  realWorldCost: [
    'A basic remote-access VPN is a well-known technology at a moderate price. You pay for gateway hardware or a cloud service, client software on each device, and licences per user. Always-on VPN with device checks adds tools to manage devices. It also adds help-desk work, since staff who cannot connect cannot work.',
    'Zero-trust network access is usually bought as a subscription per user. It needs a strong identity system, careful planning and a long move from the old setup. Banks often run the old VPN and the new zero-trust access side by side for a while. The largest cost is people. Architects and engineers must design access rules one application at a time, and staff face disruption while the change happens.',
  ],
  sources: [
    {
      title: 'Selecting and Hardening Remote Access VPN Solutions',
      publisher:
        'National Security Agency (NSA) and Cybersecurity and Infrastructure Security Agency (CISA)',
      year: 2021,
      url: 'https://media.defense.gov/2021/Sep/28/2002863184/-1/-1/0/CSI_SELECTING-HARDENING-REMOTE-ACCESS-VPNS-20210928.PDF',
    },
    {
      title: 'SP 800-207: Zero Trust Architecture',
      publisher: 'National Institute of Standards and Technology (NIST)',
      year: 2020,
      url: 'https://doi.org/10.6028/NIST.SP.800-207',
    },
    {
      title: '2025 Data Breach Investigations Report',
      publisher: 'Verizon',
      year: 2025,
      url: 'https://www.verizon.com/business/resources/reports/2025-dbir-data-breach-investigations-report.pdf',
    },
    {
      title: 'ED 24-01: Mitigate Ivanti Connect Secure and Ivanti Policy Secure Vulnerabilities',
      publisher: 'Cybersecurity and Infrastructure Security Agency (CISA)',
      year: 2024,
      url: 'https://www.cisa.gov/news-events/directives/ed-24-01-mitigate-ivanti-connect-secure-and-ivanti-policy-secure-vulnerabilities',
    },
  ],
};
