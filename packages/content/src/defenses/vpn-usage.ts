import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'VpnUsage',
  summary:
    "Staff reach the bank's internal systems only through an encrypted tunnel, and at the top level only after their identity and device are checked for each application.",
  whatItIs: [
    "A virtual private network (VPN) creates an encrypted tunnel between a staff member's laptop or phone and the bank's network. Everything inside the tunnel is hidden from whoever runs the network in between, such as a hotel, an airport or a home router that has been hacked. Without a VPN, staff working away from the office would have to reach internal systems over the open internet, or the bank would have to expose those systems to the internet.",
    'The main fraud it helps against is [man-in-the-middle](/frauds/ManInTheMiddle) interception of staff traffic on untrusted networks. Zero-trust network access (ZTNA), the top level in the game, goes further: instead of letting a connected user roam the whole internal network, it checks the user and the device every time they open a specific application.',
  ],
  howItWorks: [
    "A VPN gateway sits at the edge of the bank's network. Staff sign in through a VPN app, ideally with multi-factor authentication, and the gateway sets up an encrypted tunnel. Traffic to internal systems then travels through the tunnel. NSA and CISA guidance from 2021 advises choosing standards-based VPN products from vendors with a good record of fixing flaws quickly, using strong authentication, patching promptly and switching off features that are not needed.",
    'Always-on VPN means the tunnel starts automatically whenever the device is on a network, so staff cannot forget to use it. Device checks, sometimes called posture checks, confirm that the laptop is managed by the bank, encrypted, up to date and running security software before it may connect.',
    'Zero trust, described by NIST in SP 800-207 (2020), removes trust based on network location. Being on the office network or the VPN no longer grants access by itself. Each request to each resource is granted per session, based on who the user is, the health of the device and other signals, so a stolen login reaches much less.',
  ],
  levels: [
    {
      inPractice:
        "Remote staff use a VPN to reach internal systems from home or while travelling. This protects their traffic on hotel, airport and home networks, so an attacker on the same Wi-Fi cannot easily read or change it. But staff can forget to switch it on, personal devices may be allowed to connect, and once connected a user, or a criminal with that user's password, often gets wide access to the network.",
    },
    {
      inPractice:
        'The VPN starts automatically on every bank device, and only healthy, managed devices may connect. There are no more unprotected sessions from a staff laptop on a public network, and infected or unknown devices are turned away, so interception and device-based attacks drop further. The VPN gateway itself remains a target on the internet, and a valid login still opens a lot of doors inside.',
    },
    {
      inPractice:
        'Staff connect to individual applications, not to the whole network, and every session checks the user, the device and the context. This removes the broad inside-the-network trust that attackers rely on, cuts their ability to move from one system to another, and closes most remaining interception routes, so it stops the most. It depends heavily on strong identity checks, so it works best with phishing-resistant multi-factor authentication.',
    },
  ],
  limitations: [
    "A VPN protects the bank's staff, not its customers. Customer sessions to online banking are protected by [HTTPS and Encryption](/defenses/HttpsAndEncryption), and that is where most man-in-the-middle risk to customers lies. A VPN also does nothing against look-alike phishing sites, because a staff member who types a password into a fake page sends it through the tunnel just the same.",
    "The VPN gateway is itself a favourite target. NSA and CISA warned in 2021 that several state-backed hacking groups had exploited published flaws in VPN products to steal credentials, run their own code on the device and hijack encrypted sessions. Verizon's 2025 Data Breach Investigations Report found that edge devices and VPNs made up 22% of the targets in breaches that began with exploiting a flaw, up from 3% a year earlier. In January 2024 CISA ordered US federal agencies to take urgent action on actively exploited flaws in Ivanti VPN appliances. A badly patched VPN can become the front door for attackers, so it must sit alongside [Keep Systems Updated](/defenses/KeepUpdated).",
    'Zero trust is not a product that can be bought and switched on. It takes years to map every application, define who needs what, and connect identity, device and network tools. Mistakes in access policies, or a compromised identity provider, can undo the benefit.',
  ],
  realWorldCost: [
    'A basic remote-access VPN is a well-known, moderately priced technology: gateway hardware or a cloud service, client software on each device, and licences per user. Always-on VPN with device checks adds device-management tools and more help-desk work, since staff who cannot connect cannot work.',
    'Zero-trust network access is usually bought as a subscription per user and needs a strong identity system, careful planning and a long migration, often running old VPN and new zero-trust access side by side for a while. The largest cost is people: architects and engineers to design access rules application by application, and the disruption to staff while the change happens.',
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
