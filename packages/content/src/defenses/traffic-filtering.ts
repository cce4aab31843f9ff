import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'TrafficFiltering',
  summary:
    "Rules at the edge of the bank's network decide which traffic gets in, how fast it may arrive, and whether a web request looks like an attack.",
  whatItIs: [
    "Traffic filtering is a set of gates at the edge of the bank's network. A firewall lets in only the connections the bank needs, such as web traffic to online banking, and blocks the rest. Rate limits slow down any source that sends too many requests. Geo-blocking refuses traffic from regions the bank does not serve. A web application firewall (WAF) reads each web request and blocks ones that look like known attacks. Bot management tries to tell real people from automated scripts.",
    'These gates help against floods of [DDoS traffic](/frauds/Ddos), password guessing and [credential stuffing](/frauds/BruteForce), and the common attack strings used in [SQL injection](/frauds/SqlInjection) and [cross-site scripting](/frauds/Xss). They are a layer in front of the real fixes, not a replacement for them.',
  ],
  howItWorks: [
    'A well-run firewall starts from default deny: anything not on the allowed list is dropped. This shrinks the attack surface, for example by hiding admin panels, remote-desktop services and database ports from the internet. Each rule should have an owner and a reason, so that old rules can be reviewed and removed.',
    'Rate limiting counts requests per address, per account or per device over a short period. It slows or blocks anything above a set level. A human rarely tries more than a few passwords a minute; a script tries thousands. Limits make guessing slow and expensive, and they take the edge off crude floods. Geo-blocking adds a simple filter by country or network owner.',
    'A WAF sits in front of web applications and checks each request for known attack patterns, such as bits of database commands or hidden script tags. The card industry now expects one. PCI DSS is the security standard for firms that handle card data. Requirement 6.4.2 of version 4.0.1 (2024) says that public-facing web applications need an automated tool in front of them that detects and blocks web attacks. The requirement became mandatory after 31 March 2025. Bot management adds signals such as device fingerprints and behaviour to score whether a visitor is a script.',
  ],
  levels: [
    {
      inPractice:
        'The bank closes every port and service that does not need to face the internet, and allows only known traffic to known systems. This removes many easy targets and stops crude floods aimed at closed ports. But the attacks that matter most travel inside allowed traffic, such as an HTTPS login request or a search box on the banking site. A plain firewall lets them straight through.',
    },
    {
      inPractice:
        'The bank caps how many login attempts or requests one address or account may make per minute, and blocks regions where it has no customers. This slows password guessing and simple floods a great deal, so it stops clearly more than firewall rules alone. Well-funded attackers answer by spreading their traffic over huge pools of home internet connections in the right country, staying under every limit.',
    },
    {
      inPractice:
        'Every web request is inspected for attack patterns and scored for signs of automation, and suspicious traffic is blocked or challenged. This catches many everyday injection and scripting attempts and many credential-stuffing bots, which is why it stops the most. It still depends on patterns and scores, so new tricks and patient attackers can slip past, and the rules need constant tuning.',
    },
  ],
  limitations: [
    'Filtering judges what traffic looks like, not whether the application behind it is safe. Attack strings can be disguised in many ways, so pattern rules catch the common versions and miss the clever ones. The real fixes for SQL injection and cross-site scripting live in the code, through parameterised queries and output encoding, as covered under [Input Validation and Sanitisation](/defenses/InputValidation). A WAF buys time; it does not remove the bug.',
    'Bots adapt. Cloudflare has described well-funded botnets that get around country blocks, network-owner blocks and rate limits. They move to fresh home internet addresses until they blend in with real users. So rate limits slow stolen-password attacks but do not end them. The lasting answer to stolen passwords is [Multi-Factor Authentication](/defenses/MultiFactorAuth), with filtering as a supporting layer.',
    "Strict rules cause false alarms. A rate limit can lock out a busy office that shares one address. Geo-blocking can block a customer on holiday, and an eager WAF can reject a genuine payment. When that happens, teams are tempted to add broad exceptions that quietly remove the protection. The UK National Cyber Security Centre also points out that a link to the internet has a fixed size. A big enough flood fills it before the bank's own rules can act. That is why [DDoS Protection Service](/defenses/DdosProtection) exists, and why this defence gives only partial cover against DDoS.",
  ],
  realWorldCost: [
    'Firewalls are standard equipment. But a bank needs people to write, review and retire rules as systems change; piles of old rules that nobody understands are a common weakness. Rate limits and geo-blocking are cheap to switch on in most platforms. Tuning them takes testing, though, and help-desk time when real customers are caught out.',
    'WAF and bot-management services are usually charged by traffic volume and the number of applications protected. They need security analysts to review alerts and adjust rules every week. Extra checks at login, such as puzzles or challenges, also have a cost that is easy to miss: customers who give up and call the contact centre instead.',
  ],
  sources: [
    {
      title: 'Using machine learning to detect bot attacks that leverage residential proxies',
      publisher: 'Cloudflare',
      year: 2024,
      url: 'https://blog.cloudflare.com/residential-proxy-bot-detection-using-machine-learning/',
    },
    {
      title: 'Payment Card Industry Data Security Standard, version 4.0.1',
      publisher: 'PCI Security Standards Council',
      year: 2024,
      url: 'https://docs-prv.pcisecuritystandards.org/PCI%20DSS/Standard/PCI-DSS-v4_0_1.pdf',
    },
    {
      title: 'Denial of Service (DoS) guidance collection',
      publisher: 'National Cyber Security Centre (NCSC), UK',
      year: 2018,
      url: 'https://www.ncsc.gov.uk/guidance/denial-service-dos-guidance-collection',
    },
  ],
};
