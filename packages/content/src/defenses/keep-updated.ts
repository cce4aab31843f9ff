import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'KeepUpdated',
  summary:
    "Install vendors' security fixes quickly, so criminals cannot use known holes in the bank's software to break in.",
  whatItIs: [
    'All software has bugs, and some bugs let an attacker take control of a system. When a vendor learns of such a flaw, it publishes a fix, called a patch. Keeping systems updated means finding every place the flawed software runs in the bank and installing the patch before criminals can use the flaw. That covers servers, laptops, phones, network equipment, the online banking app and the small code libraries that apps are built from.',
    'Patching is the main defence against attacks that rely on known flaws. Much [ransomware](/frauds/Ransomware) gets in this way, hidden [cryptojacking](/frauds/CryptoJacking) miners are often planted through old holes, and out-of-date web components carry [cross-site scripting](/frauds/Xss) bugs. It does much less against [zero-day exploits](/frauds/ZeroDayExploit), because a zero-day is a flaw that has no patch yet.',
  ],
  howItWorks: [
    'A patch programme starts with an inventory: a list of every device and every piece of software the bank runs. Without it, nobody knows what needs fixing. The team then watches vendor alerts and public lists of known flaws. One of the most useful lists is the Known Exploited Vulnerabilities (KEV) catalogue kept by CISA, the US cyber security agency. It names flaws that criminals are already using. Under CISA Binding Operational Directive 22-01, issued in November 2021, US federal agencies must fix newly listed flaws by set deadlines, usually about two weeks. Many banks use the same list to decide what to fix first.',
    "Next, the patch is tested on a few systems, so that a faulty update does not break online banking. Then it is rolled out, and the team checks that it really installed everywhere. NIST's patch guide, SP 800-40 Revision 4 (2022), describes this as routine preventive maintenance, like servicing a fleet of vehicles, rather than a string of emergencies.",
    "Speed is the whole game. Mandiant studied 138 flaws disclosed in 2023 that were later exploited. The average time from public disclosure to first attack fell to about 5 days, down from 63 days in 2018 and 2019. About 70% of those flaws (97 of 138) were used as zero-days, before any patch existed. Verizon's 2026 Data Breach Investigations Report found that exploiting a software flaw was the most common way in, at 31% of breaches where the entry point was known.",
  ],
  levels: [
    {
      inPractice:
        "The bank collects fixes and installs them in one planned window each month. This is far better than patching whenever someone remembers, and it closes the older holes that criminal toolkits scan the internet for. But a new fix can wait up to four weeks for the next window, while attackers now often move within days. A monthly cycle mostly protects against yesterday's attacks.",
    },
    {
      inPractice:
        "Central tools push updates to servers, laptops and phones without waiting for a person, and report which machines missed out. Coverage rises and the gap between release and install shrinks, which blocks more ransomware and mining malware than a manual monthly round. The weak spots are what the tools cannot reach: network appliances, VPN gateways, old systems that can no longer be updated, and third-party code inside the bank's own apps.",
    },
    {
      inPractice:
        'The bank ranks flaws by real danger instead of by the calendar. Anything on the KEV list, anything facing the internet and anything that touches money is fixed within two days, even outside office hours. This matches how fast attackers now move, so it stops the most known-flaw attacks. It still cannot fix a flaw that has no patch, and it only works if the inventory is complete.',
    },
  ],
  limitations: [
    'Patching cannot fix a flaw that nobody knows about. That is why this defence gives only a small share of protection against [zero-day exploits](/frauds/ZeroDayExploit): at best it shortens the time a hole stays open after the vendor publishes a fix. Against true zero-days the bank needs layers that limit the damage, such as [Network Monitoring](/defenses/NetworkMonitoring), the [Principle of Least Privilege](/defenses/PrincipleOfLeastPrivilege) and [Regulated Automatic Backups](/defenses/RegulatedAutoBackup).',
    "Real-world patching is often slow. Verizon's 2026 report found that organisations fully fixed only 26% of the KEV-listed flaws in their systems during 2025, down from 38% the year before, and the median time to a full fix rose to 43 days from 32. Patching also does not remove an intruder who got in before the fix. After patching an exploited flaw, the team still has to hunt for signs of a break-in.",
    'Patches carry their own risk. A bad update can crash systems, so change teams test first, and testing takes time. Some critical systems, such as old core banking platforms or ATM software, can only be changed in short windows. When a product reaches end of life, the vendor stops making patches altogether, and the only real fix is to replace it.',
  ],
  realWorldCost: [
    'The patch itself is usually free. The cost is in people and process: an accurate asset inventory, patch and vulnerability-scanning tools, test systems that mirror the live ones, and staff to run change control. Fast patching also means some night and weekend work and occasional planned downtime that customers notice.',
    'Risk-based patching within 48 hours adds the cost of threat intelligence feeds, on-call engineers and close contact with vendors. The biggest hidden cost is replacing old systems that can no longer be patched. That is often a project of several years, but leaving such systems in place means accepting a door that is known to be open.',
  ],
  sources: [
    {
      title: 'How Low Can You Go? An Analysis of 2023 Time-to-Exploit Trends',
      publisher: 'Mandiant (Google Cloud)',
      year: 2024,
      url: 'https://cloud.google.com/blog/topics/threat-intelligence/time-to-exploit-trends-2023',
    },
    {
      title: 'BOD 22-01: Reducing the Significant Risk of Known Exploited Vulnerabilities',
      publisher: 'Cybersecurity and Infrastructure Security Agency (CISA)',
      year: 2021,
      url: 'https://www.cisa.gov/news-events/directives/bod-22-01-reducing-significant-risk-known-exploited-vulnerabilities',
    },
    {
      title:
        'SP 800-40 Rev. 4: Guide to Enterprise Patch Management Planning: Preventive Maintenance for Technology',
      publisher: 'National Institute of Standards and Technology (NIST)',
      year: 2022,
      url: 'https://doi.org/10.6028/NIST.SP.800-40r4',
    },
    {
      title: '2026 Data Breach Investigations Report',
      publisher: 'Verizon',
      year: 2026,
      url: 'https://www.verizon.com/business/resources/reports/2026-dbir-data-breach-investigations-report.pdf',
    },
  ],
};
