import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'MultiFactorAuth',
  summary:
    'Multi-factor authentication asks for a second proof at sign-in, so a stolen or guessed password alone no longer opens an account.',
  whatItIs: [
    'Multi-factor authentication (MFA) means a person must show two or more different kinds of proof before they can sign in. The proofs come from three groups. There is something you know (a password or PIN), something you have (a phone or a security key) and something you are (a fingerprint or a face). A password on its own is one factor. Add a code from a phone and you have two.',
    'For a bank, MFA is the main guard against [Account Takeover](/frauds/AccountTakeover) and [Brute Force and Credential Stuffing](/frauds/BruteForce). Criminals buy huge lists of leaked passwords and try them on banking sites by machine. If every sign-in also needs a second factor, a correct password is no longer enough to get in.',
  ],
  howItWorks: [
    'When a customer or staff member signs in, the system first checks the password. Then it asks for the second factor. With SMS, the bank texts a short one-time code to the phone number on file. With an authenticator app, the phone works out a fresh six-digit code every 30 seconds from a secret shared at set-up. Or it shows a push prompt to approve. With a passkey or a hardware security key, the device holds a private cryptographic key. It uses that key to sign a challenge from the website.',
    'The big difference between these methods is what a person can be tricked into giving away. A code can be read out over the phone or typed into a fake website, and a criminal can replay it within seconds. A passkey is bound to the real web address of the bank, so a look-alike site gets nothing it can use. This is why the US Cybersecurity and Infrastructure Security Agency (CISA) calls phishing-resistant MFA, such as FIDO passkeys, the strongest kind. It urges organisations to move to it.',
    "The evidence that MFA works is strong. In 2023 Microsoft studied business accounts that showed suspicious activity. MFA cut the risk of compromise by about 99.2%, and by about 98.6% even where the password had already leaked. Google's 2019 study looked at about 350,000 real hijacking attempts. An SMS code stopped all automated bot attacks, 96% of bulk phishing and 76% of targeted attacks. An on-device prompt stopped 99% of bulk phishing and 90% of targeted attacks. A physical security key stopped all three kinds.",
  ],
  levels: [
    {
      inPractice:
        "The bank texts a one-time code to the customer's registered number for each risky sign-in or payment. This alone blocks most password guessing and credential stuffing, which is why it already cuts account takeover sharply. But the code travels over the phone network. So a criminal who has carried out a [SIM swap](/frauds/SimSwap) receives it instead of the customer. SMS codes give no protection at all against that attack, and a fake login page can still pass the code on in real time.",
    },
    {
      inPractice:
        "Codes or push prompts come from an app tied to the customer's own device, not to their phone number. Moving the number to a new SIM card no longer hands the criminal the second factor. So this level starts to stop SIM swap fraud. With number matching, the user must type a number shown on the login screen. That makes it harder to approve repeated prompts blindly. A real-time phishing site can still relay the code, or steal the session once the user has signed in.",
    },
    {
      inPractice:
        "Customers and staff sign in with a passkey or hardware security key built on the FIDO2 standard. The key only answers the genuine bank domain, so [Phishing](/frauds/Phishing) pages and relay proxies get nothing they can reuse. Google made security keys compulsory for its staff in early 2017. In 2018 it told KrebsOnSecurity that since then, none of its more than 85,000 employees had had a work account phished. What remains is mostly weak account recovery and malware on the user's own device.",
    },
  ],
  limitations: [
    "Not all MFA is equal. SMS codes can be stolen through SIM swaps and number porting. They can also be stolen through weaknesses in the phone network's signalling system, known as SS7. The FBI received 1,611 SIM swap complaints with more than US$68 million in losses in 2021. That compares with 320 complaints and about US$12 million for the three years 2018 to 2020. A code from any source can also be read out by a customer to a caller who claims to be from the bank.",
    'Criminals have learned to get around app-based MFA too. In 2022 Microsoft described a phishing campaign that had targeted more than 10,000 organisations since September 2021. A proxy site sat between the user and the real login page. It passed on the password and the code, and stole the session cookie issued after sign-in. The criminals then used the hijacked mailboxes for payment fraud. Push bombing is another known trick: the user is flooded with approval prompts until they tap yes.',
    'Even passkeys have gaps. If an account can be reset by SMS or by persuading a call-centre agent, criminals will attack that weaker door instead. MFA also does nothing when the real customer is talked into making a payment themselves, as in [Authorised Push Payment Fraud](/frauds/AuthPushPayments). That is a job for other defences such as [Verification Protocols](/defenses/VerificationProtocols).',
    'There is a lock-out risk as well. In one Google experiment, 38% of users could not reach their phone when asked for a second factor. A bank needs a recovery route that is safe from criminals but still works for a customer who has lost their phone.',
  ],
  realWorldCost: [
    "The direct costs are licences for an MFA service, a fee for every SMS code sent, and hardware keys where staff use them. KrebsOnSecurity reported in 2018 that a basic security key sold for about US$20. The larger cost is people's time. Staff must build passkey support into apps and websites and run the help desk when customers lose or replace phones. They must also design a recovery process that criminals cannot abuse.",
    'Customers feel friction too. Every extra step at sign-in or payment risks annoyed customers and abandoned transactions. So many banks ask for the second factor only for risky actions, such as a new device, a new payee or a large transfer. Moving from SMS to passkeys also takes years. The bank must keep older methods for customers with basic phones until they are able to switch.',
  ],
  sources: [
    {
      title: 'How effective is multifactor authentication at deterring cyberattacks?',
      publisher: 'Microsoft (arXiv preprint)',
      year: 2023,
      url: 'https://arxiv.org/abs/2305.00945',
    },
    {
      title: 'New research: How effective is basic account hygiene at preventing hijacking',
      publisher: 'Google Security Blog',
      year: 2019,
      url: 'https://security.googleblog.com/2019/05/new-research-how-effective-is-basic.html',
    },
    {
      title: 'Implementing Phishing-Resistant MFA',
      publisher: 'Cybersecurity and Infrastructure Security Agency (CISA)',
      year: 2022,
      url: 'https://www.cisa.gov/sites/default/files/publications/fact-sheet-implementing-phishing-resistant-mfa-508c.pdf',
    },
    {
      title: 'Criminals Increasing SIM Swap Schemes to Steal Millions of Dollars from US Public',
      publisher: 'FBI Internet Crime Complaint Center (IC3)',
      year: 2022,
      url: 'https://www.ic3.gov/PSA/2022/PSA220208',
    },
    {
      title:
        'From cookie theft to BEC: Attackers use AiTM phishing sites as entry point to further financial fraud',
      publisher: 'Microsoft Security Blog',
      year: 2022,
      url: 'https://www.microsoft.com/en-us/security/blog/2022/07/12/from-cookie-theft-to-bec-attackers-use-aitm-phishing-sites-as-entry-point-to-further-financial-fraud/',
    },
    {
      title: 'Google: Security Keys Neutralized Employee Phishing',
      publisher: 'KrebsOnSecurity',
      year: 2018,
      url: 'https://krebsonsecurity.com/2018/07/google-security-keys-neutralized-employee-phishing/',
    },
  ],
};
