import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'DdosProtection',
  summary:
    'A specialist provider soaks up or filters floods of junk traffic, so customers can still reach online banking during an attack.',
  whatItIs: [
    "A distributed denial-of-service attack, or [DDoS attack](/frauds/Ddos), floods a bank's website, app or network with traffic from thousands of hijacked devices. Real customers then cannot get through. No single bank can buy enough internet capacity to ride out the largest floods on its own. A DDoS protection service lends the bank a share of a much bigger network, run by a provider whose whole job is to absorb or clean that traffic.",
    "The service sits between the internet and the bank. Junk traffic is dropped at the provider's edge, and clean traffic is passed on to the bank's own servers, which are often called the origin. Customers should notice nothing, or at worst a short slowdown.",
  ],
  howItWorks: [
    "A scrubbing centre is a large data centre that inspects traffic and throws away what looks like an attack. To use one, the bank's traffic must be routed through it, by changing internet routing or DNS records (the internet's address book). A content delivery network (CDN) goes further. It answers visitors from many cities at once, so attack traffic is spread thin and blocked close to where it starts. Anycast is the trick behind this. The same internet address is announced from many locations, so a flood is split across the whole network instead of hitting one place.",
    "Attacks are short, fast and growing, which is why automation matters. In its report on the third quarter of 2022, Cloudflare said about 94% of the DDoS attacks it saw ended within 20 minutes. In its report on the last quarter of 2025, it said it had blocked about 47.1 million DDoS attacks that year, more than double the 2024 total. They included a record attack that peaked at 31.4 terabits per second and was stopped with no human involved. Cloudflare sells these services, so treat its numbers as a vendor's view, but they show the scale.",
    "The UK's National Cyber Security Centre (NCSC) says the risk of denial of service cannot be removed entirely. Its guidance asks organisations to know where their service can be overloaded, and to use upstream defences such as their internet provider, third-party mitigation services and CDNs. They should be able to scale up, plan for running in a reduced mode, and test all of this before a real attack.",
  ],
  levels: [
    {
      inPractice:
        "The bank keeps its normal routing and only sends traffic to the provider's scrubbing centre once an attack is spotted. It costs less and can save the day in a long attack. In February 2018 GitHub survived a then-record 1.35 Tbps flood by moving its traffic to a scrubbing service. But the site was still down or patchy for about nine minutes. Someone must notice the attack and switch the route, so short bursts are often over before protection starts.",
    },
    {
      inPractice:
        "All web traffic flows through the provider's network all the time, so filtering starts within seconds and nobody has to flip a switch. This is where the biggest jump in protection comes from, because most attacks are short. The gaps are services that are not behind the CDN, such as some APIs, DNS or VPN gateways, and a leaked origin address that attackers can hit directly.",
    },
    {
      inPractice:
        'The bank spreads critical services such as DNS and online banking across more than one provider, each announcing addresses from many locations. If one provider fails or is overwhelmed, the others carry the load. The lesson comes from October 2016. A botnet attack on the DNS provider Dyn made sites such as PayPal, GitHub and Twitter unreachable for hours, because they relied on Dyn alone.',
    },
  ],
  limitations: [
    "DDoS protection guards availability, not money or data. Attackers sometimes use a flood as a smokescreen while they try something quieter, such as a break-in or a run of fraudulent payments. The bank still needs [Network Monitoring](/defenses/NetworkMonitoring) and its fraud teams watching during an attack, not just the provider's dashboard.",
    "Protection only covers traffic that goes through it. Attackers may find the real address of the bank's servers, for example in old DNS records. Then they can aim the flood there and skip the provider completely. The fix is to lock the origin so that it only accepts traffic from the provider. Some floods imitate real customers, such as waves of login requests. These are harder to sort out than raw junk and need tuned rules, often together with [Traffic Filtering](/defenses/TrafficFiltering).",
    'No provider can promise 100%. Attack records keep being broken, providers have outages of their own, and the NCSC is clear that the risk can be reduced but not removed. That is why even the top level of this defence still lets a small share of damage through.',
  ],
  realWorldCost: [
    'Providers usually charge a yearly subscription that grows with traffic volume, the number of sites and apps covered and the level of support. Always-on protection costs more than on-demand scrubbing, and a second provider roughly doubles the contracts, the setup work and the testing. Prices are agreed case by case, so there is no standard figure.',
    'There are staff costs too. Engineers must set up rules, lock down origin servers, run attack drills and tune filters so that real customers are not blocked. Routing all traffic through a third party also needs legal and risk reviews. That is because the provider usually decrypts web traffic at its edge in order to inspect it.',
  ],
  sources: [
    {
      title: 'Denial of Service (DoS) guidance collection',
      publisher: 'National Cyber Security Centre (NCSC), UK',
      year: 2018,
      url: 'https://www.ncsc.gov.uk/guidance/denial-service-dos-guidance-collection',
    },
    {
      title: 'Cloudflare DDoS threat report 2022 Q3',
      publisher: 'Cloudflare',
      year: 2022,
      url: 'https://blog.cloudflare.com/cloudflare-ddos-threat-report-2022-q3/',
    },
    {
      title: '2025 Q4 DDoS threat report: A record-setting 31.4 Tbps attack',
      publisher: 'Cloudflare',
      year: 2026,
      url: 'https://blog.cloudflare.com/ddos-threat-report-2025-q4/',
    },
    {
      title: 'February 28th DDoS Incident Report',
      publisher: 'GitHub Engineering',
      year: 2018,
      url: 'https://githubengineering.com/ddos-incident-report/',
    },
    {
      title: 'The Day the Internet Stood Still',
      publisher: 'ThousandEyes',
      year: 2018,
      url: 'https://www.thousandeyes.com/blog/the-day-the-internet-stood-still',
    },
  ],
};
