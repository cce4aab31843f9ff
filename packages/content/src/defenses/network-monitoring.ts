import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'NetworkMonitoring',
  summary:
    'Network monitoring gathers logs and traffic data and watches them for signs of attack, so the bank can spot intruders and act before the damage grows.',
  whatItIs: [
    "Network monitoring means collecting records of what happens on the bank's systems into one place and watching them for trouble. The records include sign-ins, network connections, file access and alerts from security tools. The central store is usually called a SIEM (security information and event management system). The people who watch it work in a security operations centre, or SOC.",
    'Monitoring does not block attacks by itself. Its value is speed: the sooner the bank sees an intruder, the less time the intruder has to steal data or move money. In the game it helps most against noisy attacks such as [Cryptojacking](/frauds/CryptoJacking), where stolen computing power shows up as strange traffic and busy servers. It also gives partial cover against [Brute Force and Credential Stuffing](/frauds/BruteForce), [DDoS Attacks](/frauds/Ddos), [Zero-Day Exploits](/frauds/ZeroDayExploit), [Insider Fraud](/frauds/InsiderFraud) and [Man-in-the-Middle](/frauds/ManInTheMiddle) attacks.',
  ],
  howItWorks: [
    "Servers, firewalls, laptops, cloud services and banking applications send their event logs to the SIEM. Detection rules then look for known bad patterns. Examples are hundreds of failed sign-ins from one address, or a staff account signing in from two countries within an hour. Others are a server suddenly talking to a known criminal address, or a computer's processor running flat out in the middle of the night.",
    'When a rule fires, it raises an alert. An analyst checks whether it is real and gathers context. If needed, the analyst starts the incident response: locking an account, cutting a laptop off the network or blocking an address. Good SOCs measure how long each step takes, because minutes matter.',
    'More advanced systems learn what normal looks like for each user and device, and flag behaviour that strays from it. This is often called user and entity behaviour analytics. It can catch a trusted insider who suddenly downloads thousands of customer records, even though no single action breaks a rule.',
    'Detection still takes too long. Dwell time is how long an attacker stays inside before being found. Mandiant reports that the global median dwell time rose to 14 days in 2025, from 11 days the year before. Mandiant links the rise to attackers getting better at evading defences. Spy groups in particular hid for months on edge devices, such as firewalls and VPN gateways, that few organisations monitor. The US National Security Agency (NSA) and the Cybersecurity and Infrastructure Security Agency (CISA) list the ten most common security misconfigurations they find in large organisations. Too little internal network monitoring is one of them.',
  ],
  levels: [
    {
      inPractice:
        'Logs from key systems flow into one place, and rules send alerts to an email inbox or a ticket queue. This is enough to spot crude, noisy attacks such as mass password guessing or mining software hogging servers. But nobody may see an alert that fires at 3 a.m. on a Sunday. And any system that is not connected stays invisible.',
    },
    {
      inPractice:
        "Trained analysts watch alerts around the clock and act within minutes. They may be the bank's own staff or a managed service. Having people ready at all hours turns detection into a fast response, which is why this level stops more. It still depends on the quality of the detection rules, and on analysts not being swamped by false alarms.",
    },
    {
      inPractice:
        'Machine-learning models build a baseline for each user, device and application. They raise alerts on unusual behaviour even when no known rule matches. This helps against new attack methods and against insiders, whose actions look legitimate one by one. Combined with a round-the-clock team, it gives the best chance of catching an intruder early.',
    },
  ],
  limitations: [
    'Monitoring finds attacks after they start. It does not prevent the first break-in, so it must sit alongside preventive defences such as [Keep Systems Updated](/defenses/KeepUpdated) and [Multi-Factor Authentication](/defenses/MultiFactorAuth). An alert is only worth something if the bank acts on it quickly.',
    "It can only see what it collects. Devices that send no logs are blind spots. So are cloud services left out of the SIEM, and encrypted traffic that is never inspected. A man-in-the-middle attack on a customer's home Wi-Fi happens entirely outside the bank's network, which is why monitoring gives only modest protection there.",
    'False alarms are a constant problem. Rules that are too sensitive bury analysts in noise, and real warnings get missed. Rules that are too loose miss slow, quiet attackers. Behavioural models need time to learn and must be retuned as the business changes. They can still miss a careful insider who stays within their normal pattern.',
  ],
  realWorldCost: [
    'Monitoring is one of the more expensive defences. SIEM platforms are often priced by the amount of data they take in, and banks produce a great deal of it. A round-the-clock SOC needs several analysts on every shift, every day of the year, or a contract with a managed detection provider. Skilled analysts are scarce and well paid. Keeping them means managing their workload, so the alert queue does not wear them down.',
    "The payoff is lower breach costs. IBM's Cost of a Data Breach Report 2025 put the global average cost of a breach at US$4.44 million, down from US$4.88 million a year earlier. Some organisations made heavy use of security AI and automation. The report found they saved about US$1.9 million per breach, and cut the time to find and contain a breach by about 80 days.",
  ],
  sources: [
    {
      title: 'M-Trends 2026 Report: Executive Edition',
      publisher: 'Mandiant (Google Cloud)',
      year: 2026,
      url: 'https://cloud.google.com/security/resources/m-trends-executive-edition',
    },
    {
      title: 'Cost of a Data Breach Report 2025',
      publisher: 'IBM',
      year: 2025,
      url: 'https://www.ibm.com/reports/data-breach',
    },
    {
      title:
        'NSA and CISA Red and Blue Teams Share Top Ten Cybersecurity Misconfigurations (AA23-278A)',
      publisher:
        'Cybersecurity and Infrastructure Security Agency (CISA) and National Security Agency',
      year: 2023,
      url: 'https://www.cisa.gov/news-events/cybersecurity-advisories/aa23-278a',
    },
  ],
};
