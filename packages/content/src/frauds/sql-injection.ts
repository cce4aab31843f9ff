import {
  CISA,
  CYBERSECURITY_HUB,
  IC3,
  INFORMATION_REGULATOR,
  SAPS,
  withHow,
} from '../reporting-channels';
import type { FraudContent, Source } from '../types';

const cisaMoveit: Source = {
  title:
    '#StopRansomware: CL0P Ransomware Gang Exploits CVE-2023-34362 MOVEit Vulnerability (AA23-158A)',
  publisher: 'CISA and FBI',
  year: 2023,
  url: 'https://www.cisa.gov/news-events/cybersecurity-advisories/aa23-158a',
};

const cisaSqliAlert: Source = {
  title: 'Secure by Design Alert: Eliminating SQL Injection Vulnerabilities in Software',
  publisher: 'CISA and FBI',
  year: 2024,
  url: 'https://www.cisa.gov/resources-tools/resources/secure-design-alert-eliminating-sql-injection-vulnerabilities-software',
};

const cweTop25of2025: Source = {
  title: '2025 CWE Top 25 Most Dangerous Software Weaknesses',
  publisher: 'MITRE',
  year: 2025,
  url: 'https://cwe.mitre.org/top25/archive/2025/2025_cwe_top25.html',
};

const cweTop25: Source = {
  title: '2024 CWE Top 25 Most Dangerous Software Weaknesses',
  publisher: 'MITRE',
  year: 2024,
  url: 'https://cwe.mitre.org/top25/archive/2024/2024_cwe_top25.html',
};

const owaspA03: Source = {
  title: 'OWASP Top 10:2021, A03 Injection',
  publisher: 'OWASP Foundation',
  year: 2021,
  url: 'https://owasp.org/Top10/A03_2021-Injection/',
};

const registerMoveit: Source = {
  title: 'Uncle Sam’s had it up to here with “unforgivable” SQL injection flaws',
  publisher: 'The Register',
  year: 2024,
  url: 'https://www.theregister.com/2024/03/26/fbi_cisa_sql_injection/',
};

export const fraud: FraudContent = {
  id: 'SqlInjection',
  summary:
    'Attackers type database commands into a website’s forms or web addresses, so the database hands over, changes or deletes data.',
  whatItIs: [
    'Most websites and apps keep their data in a database and talk to it in a language called SQL. SQL injection happens when an app pastes what a user types straight into a database command. An attacker can then type text that the database reads as extra commands instead of plain data.',
    'A successful injection may let an attacker read customer records or log in without a password. They may change or delete data, and sometimes take over the server. The flaw has been known for over two decades and is still common.',
    'SQL injection is a fault in the software, not in the user. The fix is well understood. Build queries with parameters, so that whatever a user types is always treated as data and never as a command.',
  ],
  howItWorks: [
    'The attacker finds an input that reaches the database. It might be a login box, a search field, a web address or an API used by an app.',
    'They test it with odd characters, such as a quote mark, and watch for errors. Automated tools test thousands of sites this way.',
    'Once they confirm the flaw, they craft input that changes what the query does. For example, it might return every row in a table instead of one.',
    'They pull out data step by step. Or they plant a hidden back door called a web shell, so they can come back later.',
    'They copy the data out, then sell it, use it for fraud, or threaten to publish it unless paid.',
  ],
  warningSigns: [
    'Web or firewall logs full of quote marks and patterns such as “OR 1=1”, “UNION SELECT” or “--” in form fields.',
    'Database error messages shown to website visitors.',
    'Sudden spikes in database queries, or large data exports from a web server.',
    'New database or admin accounts that nobody created, or strange files in web folders.',
    'Unexpected traffic going out from database servers.',
    'A supplier announces a security flaw in software you use that faces the internet.',
  ],
  realCase: {
    title: 'MOVEit: one SQL injection flaw, thousands of victims',
    where: 'United States and worldwide, 2023',
    whatHappened: [
      'MOVEit Transfer is a file-transfer product for sending sensitive files over the internet. Many organisations use it, including banks, payroll firms and government agencies. From 27 May 2023, the CL0P ransomware gang exploited a SQL injection flaw in it that nobody knew about before, CVE-2023-34362. Through the flaw they planted a web shell called LEMURLOOT on MOVEit servers that faced the internet. Then they stole data from the databases behind them.',
      'The maker, Progress Software, released a fix on 31 May 2023. But by then data had already been taken from many sites. CL0P did not lock systems; it threatened to publish the stolen files unless victims paid. Firms used MOVEit to swap files with partners, so one flaw spread harm to the customers of customers.',
      'By March 2024 the security firm Emsisoft counted 2,769 organisations hit and about 95 million people whose data was exposed. CISA and the FBI then urged software makers to remove SQL injection flaws from their products entirely.',
    ],
    source: cisaMoveit,
  },
  statistics: [
    {
      text: 'SQL injection ranked third in the 2024 list of the 25 most dangerous software weaknesses. It held the same place in 2023.',
      year: 2024,
      source: cweTop25,
    },
    {
      text: 'In the 2025 list SQL injection moved up to second place, behind cross-site scripting.',
      year: 2025,
      source: cweTop25of2025,
    },
    {
      text: 'OWASP’s 2021 Top 10 looked at test data on many applications. Of these, 94% were tested for some form of injection, a group that includes SQL injection and cross-site scripting. About 274,000 cases were found.',
      year: 2021,
      source: owaspA03,
    },
    {
      text: 'By March 2024, Emsisoft had counted 2,769 organisations and about 95 million people affected by the MOVEit SQL injection campaign. Emsisoft is a security vendor, and its tally is based on public reports.',
      year: 2024,
      source: registerMoveit,
    },
  ],
  whoIsTargeted: [
    'Any organisation with a website, app or partner portal that talks to a database is at risk. For banks that means online banking, loan and account forms, and the many outside systems that hold customer data.',
    'Older, home-built or rarely updated systems are easy targets. So are widely used products, because one flaw opens thousands of doors. Customers pay the price when their data leaks and is reused in scams.',
  ],
  howToDefend: [
    '[Input Validation and Sanitisation](/defenses/InputValidation) is the real fix, and the game rates it highest. Checks on the server reject input of the wrong type or length (70%). But some fields must accept quote marks, so this is not enough on its own. The big step is parameterised queries. Here the command and the user’s data travel separately, so input can never become a command (90%). OWASP and CISA call this the main defence. A secure development lifecycle with code review and scanning catches the places developers forget (99%).',
    '[Traffic Filtering](/defenses/TrafficFiltering) adds a web application firewall that blocks common injection patterns (20% to 50%). It buys time, for example while waiting for a supplier’s patch. But attackers can often disguise their input to slip past its rules. It is a layer, not a cure.',
    '[Principle of Least Privilege](/defenses/PrincipleOfLeastPrivilege) limits the damage if an injection works. Say the app’s database account can only read the few tables it needs. Then the attacker cannot dump everything or create new admin accounts (20% to 40%).',
    'Ask software suppliers whether they have checked their code for SQL injection, as CISA and the FBI urge. Patch products that face the internet quickly. A close cousin of this attack is [Cross-Site Scripting (XSS)](/frauds/Xss).',
  ],
  ifItHappensToYou: {
    steps: [
      'Tell your security team at once and keep all logs. Do not simply delete suspicious files, as they are evidence.',
      'Take the affected app offline or block the attack while the flaw is fixed. Apply any patch from the supplier.',
      'Check for web shells, new accounts and data that left the network.',
      'If personal information was accessed, tell the Information Regulator and the people affected. If card data was involved, tell your acquiring bank.',
      'Customers whose data leaked should watch their statements and expect scam calls that use the stolen details. They should also think about SAFPS Protective Registration.',
    ],
    southAfrica: [
      INFORMATION_REGULATOR,
      CYBERSECURITY_HUB,
      withHow(
        SAPS,
        'Open a case. Unlawful access to computer systems and data is a crime under the Cybercrimes Act.',
      ),
    ],
    international: [
      withHow(
        CISA,
        'The US cyber agency takes reports of cyber incidents and publishes warnings about flaws that are being exploited.',
      ),
      withHow(IC3, 'Report cyber crime that involves the United States.'),
    ],
  },
  glossary: [
    {
      term: 'SQL',
      definition:
        'Structured Query Language, the language most apps use to talk to their databases.',
    },
    {
      term: 'Parameterised query',
      definition:
        'A database command where user input is sent separately from the command, so it can never change what the command does.',
    },
    {
      term: 'Web application firewall (WAF)',
      definition:
        'A filter in front of a website that blocks requests that look like known attacks.',
    },
    {
      term: 'Web shell',
      definition:
        'A hidden script planted on a web server that lets an attacker come back and run commands.',
    },
  ],
  quiz: [
    {
      id: 'SqlInjection-1',
      kind: 'knowledge',
      prompt: 'What causes an SQL injection flaw?',
      options: [
        {
          text: 'Users choosing weak passwords.',
          explanation: 'Weak passwords cause other problems; SQL injection is a coding fault.',
          correct: false,
        },
        {
          text: 'An application pasting user input straight into a database command.',
          explanation: 'Right. The database then treats part of the input as a command.',
          correct: true,
        },
        {
          text: 'A slow internet connection.',
          explanation: 'Connection speed has nothing to do with it.',
          correct: false,
        },
      ],
    },
    {
      id: 'SqlInjection-2',
      kind: 'knowledge',
      prompt: 'Which defence does OWASP call the primary fix for SQL injection?',
      options: [
        {
          text: 'A web application firewall.',
          explanation: 'A useful layer, but attackers can often disguise input to slip past it.',
          correct: false,
        },
        {
          text: 'Forcing users to change passwords every month.',
          explanation: 'Passwords do not affect how the application builds queries.',
          correct: false,
        },
        {
          text: 'Hiding the login page.',
          explanation:
            'Attackers find inputs with automated tools; hiding pages does not fix the code.',
          correct: false,
        },
        {
          text: 'Parameterised queries, which keep user input separate from the command.',
          explanation:
            'Right. That is why level 2 of Input Validation and Sanitisation stops 90% in the game.',
          correct: true,
        },
      ],
    },
    {
      id: 'SqlInjection-3',
      kind: 'scenario',
      prompt:
        'You are reviewing web logs and see hundreds of login attempts where the username field contains text like “admin’ OR 1=1 --”. What is happening?',
      options: [
        {
          text: 'Someone is probing the login form for SQL injection.',
          explanation:
            'Right. Quote marks and “OR 1=1” are classic injection tests. Alert the security team.',
          correct: true,
        },
        {
          text: 'A customer forgot their username.',
          explanation: 'Real customers do not type database syntax hundreds of times.',
          correct: false,
        },
        {
          text: 'The website is being updated.',
          explanation: 'Updates do not appear as login attempts with injection patterns.',
          correct: false,
        },
      ],
    },
    {
      id: 'SqlInjection-4',
      kind: 'knowledge',
      prompt: 'How did the CL0P gang use the MOVEit flaw in 2023?',
      options: [
        {
          text: 'They phoned staff and asked for passwords.',
          explanation: 'This attack needed no phone calls; it used a software flaw.',
          correct: false,
        },
        {
          text: 'They exploited an SQL injection flaw to plant a web shell and steal data from databases.',
          explanation: 'Right. They then threatened to publish the data unless victims paid.',
          correct: true,
        },
        {
          text: 'They flooded MOVEit servers with traffic.',
          explanation: 'That would be a DDoS attack, not what happened here.',
          correct: false,
        },
        {
          text: 'They encrypted every victim’s files.',
          explanation: 'CL0P stole data and extorted victims rather than locking systems.',
          correct: false,
        },
      ],
    },
    {
      id: 'SqlInjection-5',
      kind: 'scenario',
      prompt:
        'A customer reports that searching for a name with an apostrophe, such as O’Brien, on your loan application page shows a long database error message. What should happen next?',
      options: [
        {
          text: 'Tell the customer to leave out the apostrophe.',
          explanation:
            'That hides the symptom. The error suggests input may reach the database unsafely.',
          correct: false,
        },
        {
          text: 'Nothing, because error messages are harmless.',
          explanation: 'Database errors give attackers clues and may point to an injection flaw.',
          correct: false,
        },
        {
          text: 'Report it to the security team so developers can check the query and fix it with parameters.',
          explanation: 'Right. A quote mark breaking a query is a warning sign of SQL injection.',
          correct: true,
        },
      ],
    },
    {
      id: 'SqlInjection-6',
      kind: 'knowledge',
      prompt: 'How does the Principle of Least Privilege help against SQL injection?',
      options: [
        {
          text: 'It stops attackers from finding the login page.',
          explanation: 'It does not hide anything; it limits what a successful attack can reach.',
          correct: false,
        },
        {
          text: 'It fixes the flaw in the code.',
          explanation: 'Only changes to the code, such as parameterised queries, fix the flaw.',
          correct: false,
        },
        {
          text: 'It limits what the attacker can reach if the database account only has access to what it needs.',
          explanation:
            'Right. It reduces the damage, which is why it stops 20% to 40% in the game.',
          correct: true,
        },
      ],
    },
    {
      id: 'SqlInjection-7',
      kind: 'knowledge',
      prompt: 'Why is a web application firewall not a full cure for SQL injection?',
      options: [
        {
          text: 'Attackers can often disguise their input to slip past its rules, and the flaw in the code remains.',
          explanation: 'Right. A WAF buys time, but only fixing the code removes the weakness.',
          correct: true,
        },
        {
          text: 'It only works on weekends.',
          explanation: 'A WAF runs all the time.',
          correct: false,
        },
        {
          text: 'It blocks all customers from logging in.',
          explanation: 'A well-tuned WAF lets normal traffic through.',
          correct: false,
        },
      ],
    },
    {
      id: 'SqlInjection-8',
      kind: 'scenario',
      prompt:
        'A supplier tells your bank that its internet-facing file-transfer product has an SQL injection flaw that is being exploited, and a patch is out. What should the bank do?',
      options: [
        {
          text: 'Wait for the next monthly patch cycle.',
          explanation:
            'An actively exploited flaw can be used within days; waiting weeks is too slow.',
          correct: false,
        },
        {
          text: 'Apply the patch urgently and check for signs such as web shells and large data exports.',
          explanation: 'Right. In the MOVEit case, data was stolen before many victims patched.',
          correct: true,
        },
        {
          text: 'Ignore it, because the product belongs to the supplier.',
          explanation: 'If your data is in it, the breach is yours too.',
          correct: false,
        },
        {
          text: 'Turn off the firewall to test whether attacks get through.',
          explanation: 'That would only make things worse.',
          correct: false,
        },
      ],
    },
    {
      id: 'SqlInjection-9',
      kind: 'knowledge',
      prompt:
        'Where did SQL injection rank in the 2024 list of the 25 most dangerous software weaknesses?',
      options: [
        {
          text: 'It was not on the list.',
          explanation: 'It is on the list every year.',
          correct: false,
        },
        {
          text: '25th',
          explanation: 'It ranks far higher than that.',
          correct: false,
        },
        {
          text: 'Third',
          explanation: 'Right. It was third in both 2023 and 2024, despite being well understood.',
          correct: true,
        },
      ],
    },
    {
      id: 'SqlInjection-10',
      kind: 'scenario',
      prompt:
        'Your bank discovers that an SQL injection attack copied customer names, ID numbers and addresses. Under South African law, what must it do?',
      options: [
        {
          text: 'Notify the Information Regulator through its eServices portal and tell the affected customers.',
          explanation:
            'Right. POPIA requires notice when personal information has been accessed without permission.',
          correct: true,
        },
        {
          text: 'Only fix the flaw, since no money was stolen.',
          explanation:
            'Data theft must be reported even without direct money loss; it fuels later scams.',
          correct: false,
        },
        {
          text: 'Send customers an email asking them to confirm their ID numbers.',
          explanation: 'That looks exactly like phishing and could make things worse.',
          correct: false,
        },
      ],
    },
  ],
  sources: [cisaMoveit, cisaSqliAlert, cweTop25, cweTop25of2025, owaspA03, registerMoveit],
};
