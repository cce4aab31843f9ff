import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'SegregationOfDuties',
  summary:
    'Segregation of duties splits key tasks between different people, so no one person can both commit a fraud and hide it.',
  whatItIs: [
    'Segregation of duties, also called separation of duties, means that the steps of a sensitive task are given to different people. One person sets up a new supplier and another approves it. One person keys in a payment and another releases it. One person handles cash and another reconciles the account. Fraud then needs two people to work together, or someone to override a control.',
    'It is one of the oldest and most basic internal controls. It appears in every major control framework, including the US National Institute of Standards and Technology (NIST) catalogue of security controls. It is aimed mainly at [Insider Fraud](/frauds/InsiderFraud) and [Accounting and Invoice Fraud](/frauds/AccAndInvFraud). It also gives partial help against [Business Email Compromise](/frauds/BusinessEmailCompromise).',
  ],
  howItWorks: [
    "The bank maps its key processes and marks which pairs of duties clash, meaning one person should never hold both. A common example is creating a supplier and paying it. Another is changing a customer's contact details and approving a large withdrawal. A third is writing software and putting it live on the banking system. This list is often called a conflict matrix.",
    'Each clashing pair is then split between roles. Systems are set up so that one login cannot do both steps. Payment systems enforce a maker and a checker: the person who enters a payment cannot also approve it. Above set amounts, two or more authorisers may be needed.',
    'The control works because most fraud starts with one person spotting a gap. In 2024 the Association of Certified Fraud Examiners (ACFE) studied 1,921 fraud cases. It found that a lack of internal controls was the main weakness in about 32% of them. Closing the gap forces a would-be fraudster to find a partner. That is riskier, and it often puts them off altogether.',
  ],
  levels: [
    {
      inPractice:
        'Nobody can approve their own request, whether it is a purchase, a new supplier, an expense claim or a payment. This stops the simplest lone frauds, such as a clerk paying a fake supplier they set up themselves. But holes remain when approvers sign without looking, or when managers can approve anything.',
    },
    {
      inPractice:
        'Every payment above a set amount needs two different people to release it in the payment system, each with their own login. A lone insider can no longer move large sums. There is also a second chance to spot a fake invoice or changed bank details. It works better than the first level because the check is built into the system, not left to paperwork.',
    },
    {
      inPractice:
        'Identity and finance systems check every role and permission against the conflict matrix. They block risky combinations before access is granted. Exceptions are logged and reviewed. This removes the set-up mistakes and forgotten access that many lone frauds rely on. And it keeps working when staff change jobs.',
    },
  ],
  limitations: [
    "Segregation of duties cannot stop collusion, where people work together to commit fraud. In the ACFE's 2020 study, about 51% of workplace frauds involved two or more people. Losses grew with the number involved. The median loss was about US$90,000 with one perpetrator, US$105,000 with two and US$350,000 with three or more. The ACFE suggests that people working together can get around separated duties and independent checks.",
    "It also does nothing when both people are fooled. In business email compromise, a criminal sends a convincing request to change a supplier's bank details. Two careful staff may both approve it because the paperwork looks right. In 2024 the FBI's Internet Crime Complaint Center recorded 21,442 business email compromise complaints, with about US$2.77 billion in losses. The real fix there is to confirm changes by calling a known phone number. That is covered by [Verification Protocols](/defenses/VerificationProtocols).",
    'Senior staff can override controls. The ACFE found that override was the main weakness in about 19% of its 2024 cases. Fraudsters also split payments to stay under approval limits. In small teams there may not be enough people to separate every duty. Extra checks such as [Regular Audits](/defenses/RegularAudits) are then needed to fill the gap.',
  ],
  realWorldCost: [
    'The main cost is time and staffing. Every second approval slows a process down, and urgent payments can get stuck waiting for an authoriser. Small branches or teams may need extra staff, or must send approvals to another office. Approvers also need training and the authority to say no.',
    'Automated conflict checking needs identity governance or finance software. It also needs a well-kept list of roles and conflicts, and people to review exceptions. Setting this up takes months of work with business owners. The rules must be updated whenever processes or systems change.',
  ],
  sources: [
    {
      title: 'Report to the Nations: 2020 Global Study on Occupational Fraud and Abuse',
      publisher: 'Association of Certified Fraud Examiners (ACFE)',
      year: 2020,
      url: 'https://acfepublic.s3-us-west-2.amazonaws.com/2020-Report-to-the-Nations.pdf',
    },
    {
      title: 'Occupational Fraud 2024: A Report to the Nations',
      publisher: 'Association of Certified Fraud Examiners (ACFE)',
      year: 2024,
      url: 'https://www.acfe.com/-/media/files/acfe/pdfs/rttn/2024/2024-report-to-the-nations.pdf',
    },
    {
      title: 'Internet Crime Report 2024',
      publisher: 'FBI Internet Crime Complaint Center (IC3)',
      year: 2025,
      url: 'https://www.ic3.gov/AnnualReport/Reports/2024_IC3Report.pdf',
    },
    {
      title:
        'SP 800-53 Rev. 5: Security and Privacy Controls for Information Systems and Organizations',
      publisher: 'National Institute of Standards and Technology (NIST)',
      year: 2020,
      url: 'https://csrc.nist.gov/pubs/sp/800/53/r5/upd1/final',
    },
  ],
};
