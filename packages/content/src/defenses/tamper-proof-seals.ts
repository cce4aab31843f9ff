import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'TamperProofSeals',
  summary:
    'Seals on ATM panels and card readers that leave visible evidence if someone opens them, as long as someone checks them properly.',
  whatItIs: [
    'A tamper-evident seal is a label, plastic tag, wire seal or electronic device fitted across a join that should stay closed. Examples are the panel around an ATM card reader, the door to the cash cassettes or the casing of a payment terminal. If someone opens the join, the seal should tear, change colour, show a warning pattern or send an alarm. The idea is to reveal that a criminal has been inside to fit a skimmer, so that the machine can be checked before more cards are stolen in [ATM skimming](/frauds/AtmSkimming).',
    'The name matters. Researchers who have spent decades testing seals stress that there is no such thing as a tamper-proof seal. A seal does not keep anyone out. At best it shows afterwards that someone may have been in, and only if a trained person looks closely. That is why the game calls this defence Tamper-Evident Seals.',
  ],
  howItWorks: [
    'The bank fits seals at points where a criminal would have to open the machine to place a device inside it. During each visit, staff check that every seal is present, undamaged and the right one. Plain labels show a pattern or the word VOID if peeled off. Numbered seals add a serial number that is written in a log when the seal is fitted, so a criminal cannot simply remove one and stick on a fresh one. Electronic seals contain a circuit or sensor that reports a break in real time.',
    'Any sign of tampering, such as a missing seal, a wrong number, a lifted edge or an alarm, should take the machine out of service until it has been examined. The bank then checks which cards were used at that machine since the last good inspection.',
    'Seals have been studied in depth by the Vulnerability Assessment Team, first at Los Alamos and later at Argonne National Laboratory in the US. In one study, reported in 2002, the team devised and demonstrated 289 attacks on a wide range of seals, from cheap plastic tags to costly high-tech ones. Every seal was defeated quickly using low-tech methods available to almost anyone. The price of a seal did not predict how secure it was, and high-tech seals were no harder to beat than many simple ones.',
  ],
  levels: [
    {
      inPractice:
        'Standard tamper-evident labels or plastic seals are placed over key panels and checked during routine visits. They put off casual meddling and sometimes reveal a clumsy break-in. But careful criminals can lift and replace them or swap in an identical seal, and untrained staff miss the subtle signs. Skimmers fitted over the outside of the card slot do not need any seal to be broken at all.',
    },
    {
      inPractice:
        'Each seal carries a unique serial number, and staff record the number every time they fit or check a seal. A swapped seal now shows up as a wrong number. The log also shows who checked what and when, so this level catches more than plain labels. It still depends on how carefully people inspect, and criminals can copy serial numbers or lift a seal and put it back.',
    },
    {
      inPractice:
        'Electronic seals contain a circuit or sensor that raises an alarm when the seal is broken, often linked to the ATM monitoring system. This gives a warning in real time rather than at the next visit, which is why it stops the most. But the research on seals found that high-tech versions are not meaningfully harder to defeat than cheap ones, and they still need regular hands-on checks.',
    },
  ],
  limitations: [
    'Seals are easy to defeat. In the tests described above, all the seals studied fell to quick, low-tech attacks. The team has since described many general ways to defeat a seal, from lifting it without trace to copying it or tampering with the records of serial numbers. That is why this defence gives only a small share of protection in the game, even at its top level.',
    'A seal is only as good as its inspection. The same research found that simple changes to a seal, or to the way it is used and checked, can improve it a great deal, yet such changes are almost never made. Johnston and Warner also warned that seals which are awkward to fit or check end up resisted by the people who install and inspect them. Time pressure at a branch, or an outsourced technician who does not care, turns a seal into decoration.',
    'Many skimming attacks do not touch sealed parts at all. Overlays on the card slot, fake keypads and hidden cameras can be stuck to the outside of the machine, and deep-insert skimmers can be pushed in through the card slot itself. Seals are therefore a minor layer that works best alongside [ATM Inspections](/defenses/AtmInspections), built-in anti-skimming sensors and fraud monitoring on card accounts.',
  ],
  realWorldCost: [
    'Plain tamper-evident labels are cheap, and even numbered seals cost little each. The larger cost is the process. The bank must buy seals from a trusted supplier and store unused seals securely so criminals cannot get them. It must also train staff to inspect properly, keep logs, and replace seals after every legitimate service visit.',
    'Electronic seals cost more per machine and need power, wiring or batteries, integration with monitoring systems and someone to respond to alarms. Because the research shows that a higher price does not buy much more security, the money is usually better spent on training inspectors and on built-in anti-skimming equipment.',
  ],
  sources: [
    {
      title: 'Efficacy of Tamper Indicating Devices',
      publisher:
        'National Criminal Justice Reference Service (Johnston, Garcia and Pacheco, Los Alamos National Laboratory)',
      year: 2002,
      url: 'https://www.ncjrs.gov/App/publications/Abstract.aspx?id=194397',
    },
    {
      title: 'Tamper-indicating seals: practices, problems, and standards',
      publisher:
        'Office of Scientific and Technical Information, US Department of Energy (R. G. Johnston, Los Alamos National Laboratory)',
      year: 2003,
      url: 'https://www.osti.gov/servlets/purl/976504',
    },
    {
      title: "Security Seals (on Johnston and Warner's How to Choose and Use Seals)",
      publisher: 'Schneier on Security',
      year: 2013,
      url: 'https://www.schneier.com/blog/archives/2013/02/security_seals_1.html',
    },
  ],
};
