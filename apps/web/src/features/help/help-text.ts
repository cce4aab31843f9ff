/**
 * Every word of Help, in one place. Numbers are never typed here: they come from the engine
 * (help-examples.ts) and are passed in, so the prose says what the game does.
 * Inline links use the content format `[label](/route)`, rendered by <Prose>.
 */
import { LEVELS, MAX_DANGER, MAX_LEVEL } from '@ffl/engine/catalogue';
import { FORECAST_FAMILIES } from '@ffl/engine/draw-wave';
import { FAMILY_IDS, FAMILY_NAMES, FRAUD_IDS } from '@ffl/engine/ids';
import { LEAGUE_PODIUM_SIZE } from '@ffl/engine/league-podium';
import { LEAGUE_LIMIT } from '@ffl/engine/leagues';
import { MAX_WAVE_POINTS, POINTS_FOR_ALL_STOPPED, POINTS_PER_STAR } from '@ffl/engine/points';
import { QUIZ_PASS_SCORE, QUIZ_QUESTIONS_PER_ATTEMPT } from '@ffl/engine/review';
import { formatMoney, formatMoneyChange, formatNumber } from '../../lib/format';
import type { AttackExample, HelpExamples } from './help-examples';

const money = formatMoney;
const families = FAMILY_IDS.map((id) => FAMILY_NAMES[id]);

function layerLine(example: AttackExample, index: number): string {
  const layer = example.layers[index];
  if (!layer) return '';
  const before = index === 0 ? example.base : example.base - sumSaved(example, index);
  return `${layer.defense}, level ${layer.level} (${layer.levelName}): stops ${layer.percent}% of the ${money(before)} that reaches it`;
}

function sumSaved(example: AttackExample, upTo: number): number {
  return example.layers.slice(0, upTo).reduce((sum, layer) => sum + layer.saved, 0);
}

export const helpText = {
  title: 'Help',
  lead: 'How the game works, every formula with a worked example, answers to common questions, and the words the game uses.',
  tocTitle: 'On this page',
  computedNote:
    'Every number in the examples below is worked out as this page opens, by the same rules that resolve the real waves.',

  sections: {
    howToPlay: 'How to play',
    wave: 'What happens in a wave',
    layers: 'Defense in depth: how layers multiply',
    alert: 'The security alert',
    money: 'Damage, revenue and upkeep',
    stars: 'Stars',
    shop: 'Buying, upgrading and selling',
    learning: 'Learning pays',
    forecast: 'Forecasts and difficulty',
    seasons: 'Seasons',
    leaderboard: 'The leaderboard and leagues',
    faq: 'Questions and answers',
    glossary: 'Glossary',
  },

  howToPlay: {
    intro: (e: HelpExamples) =>
      `You run a bank that starts with ${money(e.economy.startingCash)}. Fraudsters attack every bank in the league in waves. Between waves you decide how to spend your money, and after each wave you see exactly what happened and why.`,
    steps: [
      'Look at the next wave on [Home](/home): when it hits, how hard it is, and which fraud families are forecast.',
      'Buy or upgrade defenses in the [Defense Shop](/defenseshop). Each one stops a share of the damage of the frauds it covers.',
      'Put your staff on alert for the one family you fear most. It costs nothing.',
      'When the wave lands, read its report in the [attack log](/attacklog): what hit you, which defense stopped how much, and the best thing to buy next.',
      'Read the [Fraud Wiki](/fraudwiki) and pass its quizzes. Learning how a fraud works pays real game money.',
      'Climb the [leaderboard](/leaderboard), which ranks banks by their points this season, and challenge friends in a private league.',
    ],
    goal: `Every wave scores points for how well your bank did against it: ${POINTS_PER_STAR} a star, and up to ${POINTS_FOR_ALL_STOPPED} more for the share of the damage your defenses and alert stopped, so 0 to ${MAX_WAVE_POINTS} a wave. A wave you did not face scores 0. Net worth, your cash plus what you have paid for the defenses you still own, breaks ties. Spending wisely beats spending a lot.`,
  },

  wave: {
    intro:
      'A wave is a set of attacks that hits every active bank at the same moment. Each attack is one fraud, and no fraud appears twice in the same wave. When it lands, each attack is resolved against your bank on its own, and then the wave is settled as a whole.',
    steps: [
      'For each attack, your defenses that cover that fraud stop their share of its base damage, layer after layer.',
      'If the fraud belongs to the family you put on alert, the damage that got through is halved.',
      'What is left is the damage of that attack. The rest counts as prevented.',
      'The wave then writes four lines in your ledger: the total damage, the revenue, the upkeep and the star bonus.',
    ],
    fair: 'There are no dice. The same wave against the same defenses and the same alert always gives the same result. Your defense levels are read at the moment the wave resolves, so a purchase counts either fully or not at all.',
  },

  layers: {
    intro:
      'A defense rarely stops everything, so banks stack several layers. Each layer works on what the layers before it let through. That is why two defenses of 50% do not make 100%: the second one only sees the half that the first one missed.',
    formulaTitle: 'The formulas',
    formulas: [
      'remaining = (1 − p₁) × (1 − p₂) × … , one factor for each defense you own that covers the fraud, where p is that defense’s % at its level',
      'protection = 1 − remaining',
      'damage = base damage × remaining, rounded half up to whole dollars',
    ],
    exampleTitle: (e: HelpExamples) => `Worked example: ${e.layered.fraud} against two layers`,
    exampleIntro: (e: HelpExamples) => {
      const [first, second] = e.layered.layers;
      return `${e.layered.fraud} has a base damage of ${money(e.layered.base)}. Your bank owns ${first?.defense} at level ${first?.level} (${first?.percent}%) and ${second?.defense} at level ${second?.level} (${second?.percent}%).`;
    },
    remainingLine: (e: HelpExamples) => {
      const factors = e.layered.layers.map((layer) => formatNumber(1 - layer.percent / 100));
      return `remaining = ${factors.join(' × ')} = ${formatNumber(e.layered.remaining, 4)}, so protection = 1 − ${formatNumber(e.layered.remaining, 4)} = ${formatNumber(e.layered.protectionPercent)}%`;
    },
    tableCaption: (e: HelpExamples) => `${e.layered.fraud}, step by step, without an alert`,
    stepHeader: 'Step',
    amountHeader: 'Amount',
    baseRow: (attack: AttackExample) => `Base damage of ${attack.fraud}`,
    layerRow: layerLine,
    throughRow: 'Gets through: the damage of this attack',
    throughDefensesRow: 'Gets through the defenses',
    order:
      'In the report the strongest layer acts first, and each layer is credited with what it stopped. The order never changes the final damage, because multiplication does not care about order.',
    compare: (e: HelpExamples) => {
      const alone = e.firstLayerAlone;
      const [, second] = e.layered.layers;
      return `With only ${alone.layers[0]?.defense}, ${money(alone.damage)} would get through. Adding ${second?.defense} brings it down to ${money(e.layered.damage)}: its ${second?.percent}% works on the ${money(alone.damage)} that is left, not on the full ${money(alone.base)}.`;
    },
    zeroTitle: 'A level that does nothing yet',
    zero: (e: HelpExamples) => {
      const l1 = e.simSwapLevel1.layers[0];
      const l2 = e.simSwapLevel2.layers[0];
      return `Some defenses only start to work at a higher level. ${l1?.defense} at level 1 (${l1?.levelName}) stops ${l1?.percent}% of a ${e.simSwapLevel1.fraud}, because the fraudster who took over the phone number also receives the codes: the full ${money(e.simSwapLevel1.base)} gets through. At level ${l2?.level} (${l2?.levelName}) it stops ${l2?.percent}%, and only ${money(e.simSwapLevel2.damage)} gets through.`;
    },
  },

  alert: {
    intro: (e: HelpExamples) =>
      `Before each wave you may put your staff on alert for one fraud family: ${families.join(', ')}. It is free, and you can change it as often as you like until the wave hits. Attacks of that family do ${e.economy.alertDamagePercent}% of the damage that gets through your defenses, rounded half up. Attacks of other families are not affected.`,
    pick: 'Read the forecast: at least half of the attacks come from the forecast families. Put the alert on the forecast family where you are weakest, because the alert halves what your defenses let through, so it saves most where your defenses are thin.',
    exampleTitle: 'Worked example: the same attack with the alert on',
    example: (e: HelpExamples) =>
      `Take the ${e.layeredWithAlert.fraud} attack above, with the ${e.layeredWithAlert.family} alert on. Your defenses let ${money(e.layeredWithAlert.damageBeforeAlert)} through; half of that, rounded half up, is ${money(e.layeredWithAlert.damage)}. The alert saved ${money(e.layeredWithAlert.alertSaved)}.`,
    alertRow: (attack: AttackExample) =>
      `Security alert on ${attack.family}: half of ${money(attack.damageBeforeAlert)}, rounded half up`,
    damageRow: 'Damage of this attack',
    tableCaption: (e: HelpExamples) =>
      `${e.layeredWithAlert.fraud}, step by step, with the ${e.layeredWithAlert.family} alert on`,
    undefended: (e: HelpExamples) =>
      `The alert works even with no defense at all: an undefended ${e.alertOnly.fraud} attack (${money(e.alertOnly.base)}) does ${money(e.alertOnly.damage)} when ${e.alertOnly.family} is on alert.`,
  },

  money: {
    intro: (e: HelpExamples) =>
      `Money is counted in whole dollars and every change of your cash is a line in your ledger, so your cash is always the sum of your ledger. After the attacks, a wave writes four lines, always in this order: damage (everything that got through), revenue (${money(e.economy.revenuePerWave)}, every wave), upkeep (${e.economy.upkeepPercent}% of what you have invested in defenses, rounded half up) and the star bonus (${money(e.economy.starBonus)} per star).`,
    exampleTitle: 'Worked example: one whole wave',
    example: (e: HelpExamples) => {
      const [first, second] = e.wave.attacks;
      return `A bank owns only ${first?.layers[0]?.defense} at level 1, for which it paid ${money(e.wave.invested)}, and has no alert. The wave brings ${first?.fraud} (${money(first?.base ?? 0)}) and ${second?.fraud} (${money(second?.base ?? 0)}). ${first?.layers[0]?.defense} stops ${first?.layers[0]?.percent}% of the first, so ${money(first?.damage ?? 0)} gets through; nothing covers the second, so all ${money(second?.damage ?? 0)} gets through. The bank prevented ${money(e.wave.result.totalPrevented)} of ${money(e.wave.result.totalBase)}, which is ${formatNumber(e.wave.preventedPercent, 1)}%: ${e.wave.result.stars} stars.`;
    },
    tableCaption: 'The ledger lines of that wave',
    lineHeader: 'Ledger line',
    lines: (e: HelpExamples) => {
      const [damage, revenue, upkeep, bonus] = e.wave.result.ledger;
      return [
        { label: 'Damage: the total that got through', amount: damage.amount },
        { label: 'Revenue: paid every wave', amount: revenue.amount },
        {
          label: `Upkeep: ${e.economy.upkeepPercent}% of ${money(e.wave.invested)} invested`,
          amount: upkeep.amount,
        },
        {
          label: `Bonus: ${e.wave.result.stars} stars × ${money(e.economy.starBonus)}`,
          amount: bonus.amount,
        },
      ];
    },
    netRow: 'Change of cash',
    rounding: (e: HelpExamples) => {
      const [, quarter, under] = e.upkeep;
      return `Rounding half up means a half credit or more goes up: ${e.economy.upkeepPercent}% of ${money(quarter?.invested ?? 0)} is half a credit, so the upkeep is ${money(quarter?.upkeep ?? 0)}; ${e.economy.upkeepPercent}% of ${money(under?.invested ?? 0)} is a little less than half, so it is ${money(under?.upkeep ?? 0)}.`;
    },
    debt: 'Cash can fall below zero after a bad wave. A bank in debt cannot buy or upgrade until its cash is positive again, but it can always sell.',
    netWorth:
      'Net worth is your cash plus what you have invested in the defenses you still own. Buying or upgrading moves money from cash into investment, so it does not change your net worth. Damage, upkeep and selling at a loss lower it; revenue, bonuses and quiz rewards raise it.',
  },

  stars: {
    intro:
      'Stars measure how much of a wave’s total base damage you prevented: the sum of what was prevented in every attack, divided by the sum of their base damages. Each star pays a bonus.',
    tableCaption: 'Stars by share of the wave prevented',
    preventedHeader: 'Prevented',
    starsHeader: 'Stars',
    bonusHeader: 'Bonus',
    atLeast: (percent: number) => `${percent}% or more`,
    below: (percent: number) => `Less than ${percent}%`,
    starCount: (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`,
    example: (e: HelpExamples) =>
      `In the alert example above, ${money(e.layeredWithAlert.prevented)} of ${money(e.layeredWithAlert.base)} was prevented: ${formatNumber(e.layeredStars.preventedPercent, 1)}%, which earns ${e.layeredStars.stars} stars.`,
  },

  shop: {
    intro: `Every defense has ${LEVELS.length} levels, and each level has a real-world name, so upgrading walks you up the maturity ladder that real banks climb. You buy level 1 first, then upgrade one level at a time. Each defense page shows what every level stops and the evidence behind the numbers.`,
    refund: (e: HelpExamples) => {
      const [round, odd] = e.refunds;
      return `Selling a defense refunds ${e.economy.sellRefundPercent}% of everything you paid for it (all its levels), rounded down. A defense you paid ${money(round?.invested ?? 0)} for refunds ${money(round?.refund ?? 0)}; one you paid ${money(odd?.invested ?? 0)} for refunds ${money(odd?.refund ?? 0)}. The other half is lost, so your net worth drops by that much.`;
    },
    when: 'Selling is how a bank in debt raises cash, or how you drop a defense whose upkeep costs more than it saves against the waves you expect.',
  },

  learning: {
    intro: (e: HelpExamples) =>
      `Each fraud in the [Fraud Wiki](/fraudwiki) has a quiz. A session asks ${QUIZ_QUESTIONS_PER_ATTEMPT} questions drawn from a larger set, with the options in a new order each time, and explains every answer, right or wrong. You pass with at least ${QUIZ_PASS_SCORE} right. The first pass of a fraud’s quiz in a season pays ${money(e.economy.quizFirstPassReward)} when it comes on your first attempt that season, then ${e.economy.quizRetakePassRewards.map((n) => money(n)).join(', ')} on later attempts. After an attempt without a pass, including one you leave unanswered, the quiz opens again ${e.economy.quizRetakeCooldownMinutes} minutes later; each further attempt in a row without a pass makes the wait ${e.economy.quizRetakeCooldownGrowth} times longer, up to ${e.economy.quizRetakeCooldownMaxMinutes / 60} hours, and a pass starts it again. A retake asks questions you have not seen, and once you have seen nearly all of them the wait is the full ${e.economy.quizRetakeCooldownMaxMinutes / 60} hours: read the page again in between.`,
    reviews: (e: HelpExamples) =>
      `A passed quiz comes back for review after ${e.economy.reviewIntervalDays.join(', ')} days, each wait longer than the last, because remembering something just before you would forget it is what makes it stick. Passing a review when it is due pays ${money(e.economy.quizReviewReward)}. Failing a due review starts the schedule again from ${e.economy.reviewIntervalDays[0]} day. Only these passes pay.`,
  },

  forecast: {
    intro: `When a wave is scheduled, its difficulty and forecast are published with a countdown: ${FORECAST_FAMILIES.min} or ${FORECAST_FAMILIES.max} elevated families. At least half of the attacks, rounded up, come from those families where the difficulty allows it. You never see the exact attacks before the wave hits.`,
    tableCaption: 'What each difficulty draws',
    difficultyHeader: 'Difficulty',
    attacksHeader: 'Attacks',
    dangerHeader: 'Danger of the frauds drawn',
    danger: (min: number, max: number) => `${min} to ${max}`,
    difficultyNames: { easy: 'Easy', medium: 'Medium', hard: 'Hard', random: 'Random' } as Record<
      string,
      string
    >,
    custom: (e: HelpExamples) =>
      `A game master can also send a custom wave of ${e.economy.customWave.minSize} to ${e.economy.customWave.maxSize} hand-picked attacks. Danger runs from 1 (common and small) to ${MAX_DANGER} (rare and severe).`,
    schedule:
      'Left alone, the game runs its own schedule: by default one wave a day at 18:00, with the difficulty rotating easy, medium, hard, random. Your game master can change the interval, pause it, or send waves of their own.',
  },

  seasons: {
    intro:
      'A season is a run of waves. When your game master starts a new season, the final table of the old one is kept as last season’s standings, and every bank starts again on equal terms.',
    reset: (e: HelpExamples) =>
      `Every bank’s defenses are removed and its cash is set back to ${money(e.economy.startingCash)}, through a season-reset line in the ledger. First-pass quiz rewards can be earned again.`,
    kept: 'Your account, your leagues, your learning history, your review schedule and your old wave reports are all kept.',
  },

  leaderboard: {
    intro:
      'The [leaderboard](/leaderboard) ranks every bank by its points this season, highest first, and by net worth among banks with the same points. Banks with the same points and net worth share a rank (1, 2, 2, 4), and the one that joined earlier is listed first. Each row shows how many places it moved in the last wave. The Net worth tab ranks by net worth alone. You see the top 50 and your own row with five banks above and five below.',
    leagues: `A private league is a table limited to its members, like a mini-league among friends. Anyone can create one and share its code or link; you can be in up to ${LEAGUE_LIMIT} leagues. Everyone is always in the global table as well. In a league, a row's move counts places in the league itself, among the members it had when the wave landed. After each wave the league page shows its podium (the top ${LEAGUE_PODIUM_SIZE}, the biggest climber and your own move) and a feed of who joined, each wave's podium and the badges members earned.`,
    anonymous:
      'If you turn on anonymous mode in [Settings](/settings), other players see your bank only as "Anonymous bank #" and a number, with no manager name. You still see your own names.',
  },

  faq: [
    {
      q: 'I own a defense against that fraud. Why did I still lose money?',
      a: 'Almost no defense stops 100% of a fraud, especially at level 1. The report shows the % each layer stopped and what it saved; the rest got through. Upgrading, or adding a second layer, lowers what gets through.',
    },
    {
      q: 'Why did my second defense not add its full percentage?',
      a: 'Layers multiply: the second layer works on what the first one let through, not on the full damage. See "Defense in depth" above for a worked example.',
    },
    {
      q: 'Why does a defense show 0% against a fraud at level 1?',
      a: 'Some controls only help from a higher level. SMS codes, for example, do nothing against a SIM swap, because the fraudster receives them; an authenticator app at level 2 does.',
    },
    {
      q: 'Does buying a defense lower my net worth?',
      a: 'No. The money moves from cash into investment, and net worth is the sum of both. Upkeep and selling at a loss lower it later.',
    },
    {
      q: 'My cash is negative. What now?',
      a: 'Your bank is in debt. You cannot buy or upgrade until your cash is above zero again, but revenue keeps coming every wave and you can sell a defense for half of what you paid. A quiz you have not passed yet this season pays too.',
    },
    {
      q: 'Which family should I put on alert?',
      a: 'Look at the forecast and your coverage on Home. The alert halves what gets through your defenses, so it saves most on a forecast family that you defend poorly. You can change it until the wave hits.',
    },
    {
      q: 'Can I see the attacks before a wave hits?',
      a: 'No. You see the difficulty, the forecast families and the countdown. Reading the forecast well is the skill the game rewards.',
    },
    {
      q: 'When is the next wave?',
      a: 'Home shows a countdown to the next wave. By default the game sends one wave a day, but your game master may run waves more often, for example every few minutes during a class.',
    },
    {
      q: 'How do quizzes pay?',
      a: 'The first pass of each fraud’s quiz in a season pays, and so does passing a review when it is due. Retaking a quiz you have already passed, before its review is due, is good practice but pays nothing.',
    },
    {
      q: 'What happens when a new season starts?',
      a: 'Defenses are removed and cash goes back to the starting amount for everyone. Your account, leagues, learning history and old reports stay.',
    },
    {
      q: 'Who can see my name?',
      a: 'Other players see your bank name and display name on the leaderboard and in leagues you join. With anonymous mode on they see only "Anonymous bank #" and a number. You can change both names and the mode in Settings.',
    },
    {
      q: 'Is any of this real money?',
      a: 'No. Credits only exist in the game. The frauds and defenses are real, though, and so are the warning signs on the wiki pages.',
    },
    {
      q: 'Where do the percentages come from?',
      a: 'From published studies and incident reports. Each defense page lists its sources, and the numbers favour what the evidence shows, which is why some popular measures score low.',
    },
    {
      q: 'How do I get a copy of my data, or delete my account?',
      a: 'Both are in [Settings](/settings): "Export my data" downloads everything the game holds about you, and "Delete my account" removes your account and your personal data.',
    },
  ],

  glossary: [
    {
      term: 'Alert',
      definition:
        'The security alert: the one fraud family your staff watch for in the next wave. Its attacks do half of the damage that gets through.',
    },
    {
      term: 'Attack',
      definition: 'One fraud in a wave, resolved against your defenses on its own.',
    },
    { term: 'Base damage', definition: 'What a fraud costs a bank with no defense against it.' },
    {
      term: 'Coverage',
      definition: `Your protection against each of the ${FRAUD_IDS.length} frauds, shown as a chart on Home and on fraud pages.`,
    },
    {
      term: 'Danger',
      definition: `A fraud’s severity from 1 to ${MAX_DANGER}; it decides which difficulties can draw it.`,
    },
    {
      term: 'Debt',
      definition: 'Cash below zero. A bank in debt may sell but not buy or upgrade.',
    },
    {
      term: 'Defense',
      definition:
        'A control you buy in the shop. It stops a share of the damage of the frauds it covers, more at each level.',
    },
    {
      term: 'Defense in depth',
      definition:
        'Stacking several layers against the same fraud, each catching part of what the others miss.',
    },
    {
      term: 'Difficulty',
      definition:
        'How many attacks a wave has and how dangerous they may be: easy, medium, hard, random or custom.',
    },
    { term: 'Family', definition: `A group of related frauds: ${families.join(', ')}.` },
    {
      term: 'Forecast',
      definition: `The ${FORECAST_FAMILIES.min} or ${FORECAST_FAMILIES.max} families announced with a wave, from which at least half of its attacks are drawn.`,
    },
    {
      term: 'Game master',
      definition:
        'The person who runs the game for a group: starts seasons, schedules waves and follows how players learn.',
    },
    { term: 'Invested', definition: 'What you have paid for the defenses you still own.' },
    { term: 'Layer', definition: 'One owned defense that covers the fraud of an attack.' },
    {
      term: 'League',
      definition: 'A private table of invited players, ranked like the global one.',
    },
    {
      term: 'Ledger',
      definition: 'The list of every change of your cash. Your cash always equals its sum.',
    },
    {
      term: 'Level',
      definition: `How mature a defense is, from 1 to ${MAX_LEVEL}, each with a real-world name.`,
    },
    {
      term: 'Net worth',
      definition: 'Cash plus invested. It breaks ties in points, and has its own leaderboard tab.',
    },
    {
      term: 'Points',
      definition: `What each wave scores: ${POINTS_PER_STAR} a star plus up to ${POINTS_FOR_ALL_STOPPED} for the share of damage stopped. The leaderboard ranks by the season's total.`,
    },
    {
      term: 'Prevented',
      definition: 'The part of an attack’s base damage that did not reach you.',
    },
    {
      term: 'Protection',
      definition: 'The share of a fraud’s damage your defenses stop: 1 − remaining.',
    },
    {
      term: 'Remaining',
      definition:
        'The share of a fraud’s damage that gets through all your layers: the product of (1 − p) over them.',
    },
    { term: 'Revenue', definition: 'The income every bank receives with every wave.' },
    {
      term: 'Review',
      definition:
        'A passed quiz coming back after a growing wait, so that what you learned stays learned.',
    },
    {
      term: 'Season',
      definition: 'A run of waves. A new season resets every bank and archives the final table.',
    },
    {
      term: 'Stars',
      definition: 'Zero to five, for the share of a wave you prevented. Each star pays a bonus.',
    },
    {
      term: 'Streak',
      definition:
        'Days in a row, in your time zone, on which you did a drill, a quiz or a due review. A streak freeze covers one missed day.',
    },
    {
      term: 'Upkeep',
      definition:
        'The cost of running your defenses, charged every wave as a share of what you invested.',
    },
    { term: 'Wave', definition: 'A set of attacks that hits every bank at the same moment.' },
    {
      term: 'Wave report',
      definition:
        'What a wave did to your bank: each attack, each layer and what it saved, and the best improvement to buy next.',
    },
  ],

  signedMoney: formatMoneyChange,
} as const;
