import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'InputValidation',
  summary:
    "Input validation and safe coding stop attackers from slipping commands into a bank's websites and apps through the data they type in.",
  whatItIs: [
    "Every form, search box, web address and app request sends data to a bank's systems. Input validation and sanitisation are the coding practices that treat all of that data as untrusted. The goal is simple: nothing a user types should be able to change what a database query does or what a web page shows to other people.",
    "It is the main defence against [SQL Injection](/frauds/SqlInjection), where an attacker smuggles database commands into a form field, and [Cross-Site Scripting (XSS)](/frauds/Xss), where an attacker gets their own script to run in other customers' browsers. These flaws are still very common. In MITRE's 2025 list of the 25 most dangerous software weaknesses, cross-site scripting ranked first and SQL injection second.",
  ],
  howItWorks: [
    'Validation checks that input has the expected form before it is used: a date looks like a date, an account number has the right length and only digits, and an amount is a positive number. The check must run on the server, because checks in the browser can be skipped by anyone with basic tools. Good validation uses an allow list that describes what is permitted, rather than a block list of bad characters, which attackers can usually get around.',
    "The stronger defences change how data is used. With parameterised queries, also called prepared statements, the program sends the database the query and the user's data separately, so the data can never be read as a command. With output encoding, special characters such as angle brackets are converted before they are shown on a page, so the browser displays them as text instead of running them. OWASP, the open community that publishes the best-known web security guidance, names safe, parameterised interfaces as the preferred defence and says validation on its own is not a complete one.",
    'A secure development lifecycle builds these habits into how software is made. Developers get security training and safe code libraries, new designs are reviewed for risks, and automated tools scan the code and the running application for injection flaws before each release.',
  ],
  levels: [
    {
      inPractice:
        "The bank's servers check every field for type, length and allowed characters, and reject anything that does not fit. This blocks many crude attacks and much broken data, which is why it already stops a good share of SQL injection and XSS. But free-text fields such as names and payment references must accept characters like apostrophes, so validation alone cannot close every gap.",
    },
    {
      inPractice:
        'All database access uses parameterised queries, and all data shown on web pages is encoded for the place it appears, often through a modern framework that does this by default. Used everywhere, these remove the classic injection and cross-site scripting bugs at their root. That is why this level is the biggest step up.',
    },
    {
      inPractice:
        'Security is part of every stage: threat modelling at design, peer review of code, and static, dynamic and dependency scanning in the build pipeline, with releases blocked on serious findings. This catches the places developers forget, such as a hand-built query or a page that inserts raw HTML. It also keeps standards up as teams and code change over time.',
    },
  ],
  limitations: [
    'These defences only work where they are applied. One forgotten query built by gluing strings together, or one page that inserts raw HTML, is enough for an attack. Modern frameworks encode output by default, but they also offer escape hatches that switch this off, and developers sometimes use them without cleaning the data first.',
    "Injection is still everywhere. OWASP's 2025 Top 10 reports that every application in its data set was tested for some form of injection, and the category linked to more published vulnerabilities than any other: more than 30,000 for cross-site scripting and more than 14,000 for SQL injection. Scanning tools help but miss some real flaws and raise false alarms, so they do not replace careful coding and review.",
    "Input validation does not fix other kinds of flaw, such as broken access control or weak sign-in, and it cannot repair third-party software the bank has already bought. Limiting what the application's own database account is allowed to do, as in [Principle of Least Privilege](/defenses/PrincipleOfLeastPrivilege), reduces the damage if an injection gets through.",
  ],
  realWorldCost: [
    'Most of the cost is developer time: training, rewriting old code that builds queries by hand, and fixing the issues that scanners find. Older core banking systems can be especially slow and risky to change. Scanning tools and specialist application security staff add licence and salary costs.',
    'There is also a delivery cost. Security reviews and release checks can slow new features, and teams must sort through scanner findings, many of which turn out to be harmless. Fixing a flaw while the code is being written is usually far cheaper than fixing it after an attacker has found it, which is the main argument for investing early.',
  ],
  sources: [
    {
      title: 'A05:2025 Injection (OWASP Top 10:2025)',
      publisher: 'OWASP Foundation',
      year: 2025,
      url: 'https://owasp.org/Top10/2025/A05_2025-Injection/',
    },
    {
      title: 'A03:2021 Injection (OWASP Top 10:2021)',
      publisher: 'OWASP Foundation',
      year: 2021,
      url: 'https://owasp.org/Top10/A03_2021-Injection/',
    },
    {
      title: '2025 CWE Top 25 Most Dangerous Software Weaknesses',
      publisher: 'MITRE',
      year: 2025,
      url: 'https://cwe.mitre.org/top25/archive/2025/2025_cwe_top25.html',
    },
  ],
};
