import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'EmailFiltering',
  summary:
    'Email filtering scans incoming mail for spam, malware and phishing, and checks that senders are who they claim to be, before messages reach staff.',
  whatItIs: [
    "Email is still one of the main ways criminals reach bank staff. Email filtering and anti-phishing tools sit between the internet and the bank's mailboxes. They block spam and known malware, and check that mail claiming to come from a domain really does. They also inspect links and attachments for traps.",
    'In the game, this defence reduces [Phishing](/frauds/Phishing), [Business Email Compromise](/frauds/BusinessEmailCompromise) and [Ransomware](/frauds/Ransomware), which often arrives through an email attachment or link. It helps most against mass phishing. It helps least against carefully written fraud emails that carry no harmful link or file at all.',
  ],
  howItWorks: [
    "A filter scores each message using the sender's reputation and lists of known bad links and files. It also uses machine-learning models trained on huge amounts of mail. Large providers say this blocks the vast majority of junk. Google stated in 2023 that Gmail's defences stop more than 99.9% of spam, phishing and malware, nearly 15 billion unwanted messages a day.",
    "Sender authentication uses three standards. SPF (Sender Policy Framework) lists the servers allowed to send mail for a domain. DKIM (DomainKeys Identified Mail) adds a digital signature to each message. DMARC (Domain-based Message Authentication, Reporting and Conformance) tells receiving servers what to do with a message that fails these checks, such as reject it. It also sends reports back to the domain owner. Together they stop criminals sending mail that uses the bank's exact address. Since February 2024, Gmail has required anyone sending more than 5,000 messages a day to its users to set up SPF, DKIM and DMARC.",
    'Advanced protection looks deeper. Links are rewritten so they can be checked again at the moment of the click, because a page can turn harmful after the email arrives. Attachments are first opened in a sandbox, a sealed-off test machine, to see what they do. Look-alike detection flags sender domains that differ from real ones by a letter or two. It also flags display names that copy a senior manager.',
  ],
  levels: [
    {
      inPractice:
        'A gateway or cloud service blocks known spam, attachments carrying viruses and links to known bad sites. This removes most bulk phishing and common malware, which is why it already halves phishing losses in the game. It misses new lures sent to only a few people. It also misses plain-text requests that contain nothing harmful to detect.',
    },
    {
      inPractice:
        "The bank publishes SPF and DKIM records and a DMARC policy set to reject, and its own mail servers reject incoming mail that fails these checks. Criminals can no longer send mail from the bank's exact domain to staff, customers or partners. That closes a popular route for fake payment requests. It does not stop look-alike domains or real mailboxes that have been hacked.",
    },
    {
      inPractice:
        'Every link is checked when it is clicked, and suspicious attachments are run in a sandbox first. Mail from look-alike domains, or with copied executive names, is flagged or held. This catches booby-trapped files, links that turn harmful later and many impersonation attempts that pass the basic checks. It gives the strongest protection, especially against business email compromise.',
    },
  ],
  limitations: [
    'The DMARC standard itself says it does not deal with look-alike domains or fake display names. And mail sent from a genuine mailbox that has been hijacked passes every authentication check. In 2022 Microsoft described criminals who stole mailbox sessions through a phishing proxy and then sent payment-fraud emails from inside the real accounts. No filter can tell such a message apart from a genuine one by its sender alone.',
    "Business email compromise often carries no link or attachment. It is only a polite request to pay an invoice or update bank details. In 2024 the FBI's Internet Crime Complaint Center received 21,442 business email compromise complaints, with about US$2.77 billion in losses. Filtering needs process checks alongside it, such as calling the supplier back on a known number. These are covered under [Verification Protocols](/defenses/VerificationProtocols).",
    'Attackers adapt. They hide links in QR codes and point to real file-sharing sites. They put pages behind CAPTCHA tests that scanners cannot pass. And they move to text messages and phone calls that never touch the email filter. Strict filtering has a cost too: a blocked invoice or a delayed customer email can cause real business problems.',
  ],
  realWorldCost: [
    'Filtering is usually sold per mailbox per year, and advanced sandboxing and impersonation protection cost more. Setting up SPF, DKIM and DMARC costs little in licences but takes careful work. The bank must find every service that sends mail in its name, such as marketing platforms and payroll providers, before it moves to a reject policy. Otherwise genuine mail will bounce.',
    'Ongoing costs include staff to release mail that was wrongly quarantined, tune the rules, read DMARC reports and handle suspicious mail that users report. Link checking and sandboxing can add a short delay to mail delivery and to clicks, which some staff notice.',
  ],
  sources: [
    {
      title: 'RFC 7489: Domain-based Message Authentication, Reporting, and Conformance (DMARC)',
      publisher: 'Internet Engineering Task Force (IETF)',
      year: 2015,
      url: 'https://www.rfc-editor.org/rfc/rfc7489',
    },
    {
      title: 'New Gmail protections for a safer, less spammy inbox',
      publisher: 'Google',
      year: 2023,
      url: 'https://blog.google/products/gmail/gmail-security-authentication-spam-protection/',
    },
    {
      title:
        'From cookie theft to BEC: Attackers use AiTM phishing sites as entry point to further financial fraud',
      publisher: 'Microsoft Security Blog',
      year: 2022,
      url: 'https://www.microsoft.com/en-us/security/blog/2022/07/12/from-cookie-theft-to-bec-attackers-use-aitm-phishing-sites-as-entry-point-to-further-financial-fraud/',
    },
    {
      title: 'Internet Crime Report 2024',
      publisher: 'FBI Internet Crime Complaint Center (IC3)',
      year: 2025,
      url: 'https://www.ic3.gov/AnnualReport/Reports/2024_IC3Report.pdf',
    },
  ],
};
