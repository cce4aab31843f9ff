import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'RegularPasswordChanges',
  summary:
    'Changing passwords on a fixed schedule is an outdated habit. What protects accounts is changing them when there is a sign of compromise, blocking breached passwords and using a unique passphrase for every system.',
  whatItIs: [
    'This defence covers the rules for when and how passwords are changed. For decades, companies forced staff to pick a new password every 30, 60 or 90 days. Current guidance from the US National Institute of Standards and Technology (NIST) and the UK National Cyber Security Centre (NCSC) says to stop doing that.',
    'What works instead is changing a password when there is evidence it has been exposed, checking every new password against lists of known breached ones, and using long, unique passphrases kept in a password manager. These steps help against [Brute Force and Credential Stuffing](/frauds/BruteForce) and [Account Takeover](/frauds/AccountTakeover). But they work best as a back-up to [Multi-Factor Authentication](/defenses/MultiFactorAuth).',
  ],
  howItWorks: [
    'Attackers get passwords in three main ways: guessing common ones, reusing ones leaked from other websites, and phishing. Credential stuffing is the second method at industrial scale. Criminals take millions of email and password pairs from old breaches and try them automatically on bank sign-in pages. It works because people reuse passwords. In a 2022 Ipsos poll for Google, 65% of Americans said they reuse passwords across different online accounts.',
    "Breached-password screening blocks this at the source. When someone sets a password, the system checks it against a list of passwords seen in past breaches, plus common words and obvious patterns, and refuses any match. NIST's current guidance, SP 800-63B revision 4 from 2025, requires this check. It also says that when a password is the only factor protecting an account, it must be at least 15 characters long.",
    "A password manager solves the memory problem. It creates and stores a different long, random password for every site, so a leak from one site does not open any other. Because it fills in a password only on the real website's address, it can also refuse to type it into a look-alike phishing page.",
  ],
  levels: [
    {
      inPractice:
        'Staff must change their password every few months, whatever happens. This feels safe but protects almost nothing. Stolen passwords are usually used straight away, long before they expire. And people respond to forced changes with predictable tweaks, such as a new number or season at the end. NIST and the NCSC both advise against it, which is why this level gives no protection in the game.',
    },
    {
      inPractice:
        'Passwords are changed only when there is a sign of compromise, such as a breach alert or a suspicious sign-in. Every new password is checked against lists of breached and common passwords. This removes the passwords attackers try first and shuts out credential stuffing with known leaks, so it gives real protection for the first time. It does not help if a brand-new password is phished.',
    },
    {
      inPractice:
        'Staff get a company password manager and use a unique, long passphrase or generated password for every system. The manager itself is protected by a strong master passphrase and multi-factor authentication. A leak from one site now exposes one account only, which defeats credential stuffing, and autofill on the correct domain makes phishing harder. This is the strongest password-only level, but it is still weaker than phishing-resistant multi-factor authentication.',
    },
  ],
  limitations: [
    'Forced rotation is not just useless; it can do harm. The NCSC explained in 2016 that frequent changes push people to pick weaker, similar passwords, to write them down or to reuse them elsewhere. Forgotten passwords also create help-desk work. NIST dropped periodic changes from its guidance in 2017 and made the rule firmer in 2025.',
    'Even the best password is still something that can be typed into a fake page or stolen by malware on the device. Password rules do not stop a customer reading their password out to a convincing caller in a [Vishing](/frauds/Vishing) scam. That is why even the top level here gives only part of the protection that multi-factor authentication gives against the same attacks.',
    'A password manager also puts the risk in one place. If its master password is weak, or the vault provider is breached, many secrets may be exposed at once, so the vault needs its own strong protection. Breach lists used for screening must be kept up to date, or new leaks slip through.',
  ],
  realWorldCost: [
    'Dropping forced rotation saves money: there are fewer lock-outs and fewer help-desk calls for resets. Breached-password screening is cheap to add to most modern identity systems. It does need a trusted, current list, and some development work for in-house applications.',
    'A company password manager costs a licence per user, roll-out effort and training, and staff need time to move their passwords into it. The hardest part is cultural. Many staff and some auditors still believe regular changes are good practice. So the bank must explain the change and update its policies and audit checklists to match current NIST and NCSC guidance.',
  ],
  sources: [
    {
      title:
        'SP 800-63B-4: Digital Identity Guidelines, Authentication and Authenticator Management',
      publisher: 'National Institute of Standards and Technology (NIST)',
      year: 2025,
      url: 'https://pages.nist.gov/800-63-4/sp800-63b.html',
    },
    {
      title: 'SP 800-63B: Digital Identity Guidelines, Authentication and Lifecycle Management',
      publisher: 'National Institute of Standards and Technology (NIST)',
      year: 2017,
      url: 'https://pages.nist.gov/800-63-3/sp800-63b.html',
    },
    {
      title: 'The problems with forcing regular password expiry',
      publisher: 'National Cyber Security Centre (NCSC)',
      year: 2016,
      url: 'https://www.ncsc.gov.uk/blog-post/problems-forcing-regular-password-expiry',
    },
    {
      title:
        'A majority of Americans are concerned about the safety and privacy of their personal data',
      publisher: 'Ipsos',
      year: 2022,
      url: 'https://www.ipsos.com/en-us/news-polls/majority-americans-are-concerned-about-safety-and-privacy-their-personal-data',
    },
  ],
};
