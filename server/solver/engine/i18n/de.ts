/** Deutsch. */
import type { Messages } from './messages.js';

const M = (s: string) => `\\(${s}\\)`;

export const de: Messages = {
  decimalComma: true,
  kinds: {
    proportion: { title: 'Verhältnisgleichung', category: 'Verhältnisse' },
    absolute: { title: 'Betrag', category: 'Betrag' },
    gcdLcm: { title: 'ggT und kgV', category: 'Teilbarkeit' },
    arithmetic: { title: 'Wert eines Terms berechnen', category: 'Arithmetik' },
    fractions: { title: 'Rechnen mit Brüchen', category: 'Brüche' },
    roots: { title: 'Potenzen und Wurzeln', category: 'Potenzen und Wurzeln' },
    percent: { title: 'Prozentrechnung', category: 'Prozente' },
    linear: { title: 'Lineare Gleichung lösen', category: 'Lineare Gleichungen' },
    quadratic: { title: 'Quadratische Gleichung lösen', category: 'Quadratische Gleichungen' },
    system: { title: 'Lineares Gleichungssystem lösen', category: 'Gleichungssysteme' },
    inequality: { title: 'Lineare Ungleichung lösen', category: 'Ungleichungen' },
    simplify: { title: 'Term vereinfachen', category: 'Algebraische Terme' },
  },
  concepts: {
    proportion: 'Verhältnisgleichung',
    absoluteValue: 'Betrag',
    primeFactors: 'Primfaktorzerlegung',
    orderOfOperations: 'Rechenreihenfolge',
    fractions: 'Brüche',
    commonDenominator: 'Hauptnenner',
    decimals: 'Dezimalzahlen',
    powers: 'Potenzen',
    squareRoots: 'Quadratwurzel',
    percent: 'Prozent',
    divisionWithRemainder: 'Division mit Rest',
    linearEquation: 'lineare Gleichung',
    equivalentTransformations: 'Äquivalenzumformungen',
    quadraticEquation: 'quadratische Gleichung',
    discriminant: 'Diskriminante',
    factoring: 'Faktorisieren',
    system: 'Gleichungssystem',
    substitution: 'Einsetzungsverfahren',
    elimination: 'Additionsverfahren',
    inequality: 'Ungleichung',
    likeTerms: 'Zusammenfassen gleichartiger Terme',
    check: 'Probe',
  },
  difficulty: { easy: 'Leicht', medium: 'Mittel', hard: 'Schwer' },
  intro: {
    proportion: (t) => `Wir lösen die Verhältnisgleichung ${M(t)}.`,
    absolute: (t) => `Wir lösen die Aufgabe mit Betrag ${M(t)}.`,
    gcdLcm: (t) => `Wir bestimmen ${M(t)} mit der Primfaktorzerlegung.`,
    arithmetic: (t) => `Wir berechnen den Wert von ${M(t)} und halten uns dabei an die Rechenreihenfolge.`,
    fractions: (t) => `Wir berechnen ${M(t)}. Wir rechnen mit Brüchen und kürzen das Ergebnis vollständig.`,
    roots: (t) => `Wir berechnen ${M(t)} mit den Regeln für Potenzen und Wurzeln.`,
    percent: (t) =>
      `Wir berechnen ${M(t)}. Ein Prozentsatz ist ein Teil des Ganzen, ausgedrückt in Hundertsteln.`,
    linear: (t) =>
      `Wir lösen die lineare Gleichung ${M(t)}: Gesucht ist die Zahl, die eingesetzt für die Unbekannte eine wahre Aussage ergibt.`,
    quadratic: (t) => `Wir lösen die quadratische Gleichung ${M(t)}. Sie hat höchstens zwei reelle Lösungen.`,
    system: (t) =>
      `Wir lösen das Gleichungssystem ${M(t)}: Gesucht ist das Zahlenpaar, das beide Gleichungen erfüllt.`,
    inequality: (t) => `Wir lösen die Ungleichung ${M(t)}: Gesucht sind alle Zahlen, für die sie wahr ist.`,
    simplify: (t) =>
      `Wir vereinfachen den Term ${M(t)}: Klammern auflösen und gleichartige Terme zusammenfassen.`,
  },
  steps: {
    abs: (p) => ({
      what: `Betrag: ${M(`${p.a} = ${p.r}`)}.`,
      why: 'Der Betrag einer Zahl ist ihr Abstand von null, deshalb ist er nie negativ.',
    }),
    absCases: (p) => ({
      what: `${M(p.abs)} bedeutet ${M(p.cases)}.`,
      why: 'Zwei Zahlen haben denselben Betrag, wenn sie gleich oder entgegengesetzt sind.',
    }),
    absRoots: (p) => ({
      what: `Wir lösen beide Gleichungen: ${M(p.roots)}.`,
      why: 'Jede der beiden linearen Gleichungen liefert eine Lösung.',
    }),
    absNegative: (p) => ({
      what: `Ein Betrag kann nicht gleich ${M(p.c)} sein.`,
      why: 'Ein Betrag ist nie negativ, deshalb hat die Gleichung keine Lösung.',
    }),
    proportion: (p) => ({
      what: `Das Produkt der Außenglieder ist gleich dem Produkt der Innenglieder: ${M(p.eq)}.`,
      why: 'Das ist die Grundeigenschaft einer Verhältnisgleichung.',
    }),
    primeFactors: (p) => ({
      what: `Wir zerlegen die Zahlen in Primfaktoren: ${M(p.work)}.`,
      why: 'An den Primfaktoren sieht man, was die Zahlen gemeinsam haben.',
    }),
    gcd: (p) => ({
      what: `Wir nehmen die gemeinsamen Primfaktoren mit dem kleinsten Exponenten: ${M(p.work)}.`,
      why: 'Der größte gemeinsame Teiler teilt jede der Zahlen.',
    }),
    lcm: (p) => ({
      what: `Wir nehmen alle Primfaktoren mit dem größten Exponenten: ${M(p.work)}.`,
      why: 'Das kleinste gemeinsame Vielfache ist durch jede der Zahlen teilbar.',
    }),
    divisionByZero: (p) => ({
      what: `Im Ausdruck ${M(p.expr)} wird durch null geteilt.`,
      why: 'Die Division durch null ist nicht definiert, deshalb hat der Ausdruck keinen Wert.',
    }),
    negativeRadicand: (p) => ({
      what: `Im Ausdruck ${M(p.expr)} wird die Quadratwurzel einer negativen Zahl gezogen.`,
      why: 'Die Quadratwurzel einer negativen Zahl ist in den reellen Zahlen nicht definiert, deshalb hat der Ausdruck keinen Wert.',
    }),
    reducesToLinear: (p) => ({
      what: `Die Quadrate der Unbekannten heben sich auf, also ist die Gleichung ${M(p.eq)} eine lineare Gleichung.`,
      why: 'Heben sich die Glieder mit dem Quadrat der Unbekannten auf beiden Seiten auf, bleibt eine lineare Gleichung, die wir wie jede lineare Gleichung lösen.',
    }),
    add: (p) => ({
      what: `Addieren: ${M(`${p.a} + ${p.b} = ${p.r}`)}.`,
      why: 'Wir addieren die Zahlen.',
      more: 'Die Addition lässt sich durch Subtraktion überprüfen.',
    }),
    sub: (p) => ({
      what: `Subtrahieren: ${M(`${p.a} - ${p.b} = ${p.r}`)}.`,
      why: 'Wir subtrahieren die Zahlen.',
      more: 'Die Subtraktion lässt sich durch Addition überprüfen.',
    }),
    mul: (p) => ({
      what: `Multiplizieren: ${M(`${p.a} \\cdot ${p.b} = ${p.r}`)}.`,
      why: 'Wir multiplizieren die Zahlen.',
      more: 'Multiplizieren ist wiederholtes Addieren gleicher Summanden.',
    }),
    div: (p) => ({
      what: `Dividieren: ${M(`${p.a} : ${p.b} = ${p.r}`)}.`,
      why: 'Wir dividieren die Zahlen.',
      more: 'Die Probe ist eine Multiplikation: Quotient mal Divisor ergibt den Dividenden.',
    }),
    divRemainder: (p) => ({
      what: `Dividieren: ${M(`${p.a} : ${p.b}`)} ergibt ${M(p.q)} Rest ${M(p.rem)}.`,
      why: `${M(p.b)} passt ${M(p.q)}-mal in ${M(p.a)}, und ${M(p.rem)} bleibt übrig.`,
      more: 'Der Rest ist immer kleiner als der Divisor.',
    }),
    fracAdd: (p) => ({
      what: `Die Brüche auf den Hauptnenner ${M(p.den)} bringen und rechnen: ${M(p.work)}.`,
      why: 'Brüche kann man erst addieren oder subtrahieren, wenn sie denselben Nenner haben; dann rechnet man nur mit den Zählern.',
      more: 'Der Hauptnenner ist das kleinste gemeinsame Vielfache der Nenner; Zähler und Nenner werden mit derselben Zahl erweitert.',
    }),
    fracMul: (p) => ({
      what: `Die Brüche multiplizieren: ${M(p.work)}.`,
      why: 'Zähler mal Zähler und Nenner mal Nenner, danach kürzen.',
    }),
    fracDiv: (p) => ({
      what: `Die Division durch die Multiplikation mit dem Kehrwert ${M(p.recip)} ersetzen: ${M(p.work)}.`,
      why: 'Durch einen Bruch teilen heißt, mit seinem Kehrwert multiplizieren.',
    }),
    pow: (p) => ({
      what: `Die Potenz berechnen: ${M(`${p.base}^{${p.exp}} = ${p.r}`)}.`,
      why: `Die Potenz bedeutet, dass die Basis ${M(p.base)} ${M(p.exp)}-mal mit sich selbst multipliziert wird.`,
    }),
    sqrt: (p) => ({
      what: `Die Wurzel berechnen: ${M(`\\sqrt{${p.radicand}} = ${p.r}`)}.`,
      why: `Die Quadratwurzel ist die nichtnegative Zahl, deren Quadrat ${M(p.radicand)} ist.`,
    }),
    sqrtSimplify: (p) => ({
      what: `Teilweise die Wurzel ziehen: ${M(`\\sqrt{${p.radicand}} = \\sqrt{${p.square} \\cdot ${p.rest}} = ${p.r}`)}.`,
      why: `${M(p.radicand)} ist keine Quadratzahl, also ziehen wir den größten quadratischen Faktor ${M(p.square)} aus der Wurzel.`,
    }),
    percent: (p) => ({
      what: `Den Prozentsatz als Bruch schreiben: ${M(`${p.p} = ${p.frac}`)}.`,
      why: 'Prozent heißt „von Hundert“, also ein Bruch mit dem Nenner 100.',
    }),
    percentOf: (p) => ({
      what: `${M(p.p)} von ${M(p.n)} berechnen: ${M(p.work)}.`,
      why: 'Den Prozentwert erhält man, indem man den Grundwert mit dem als Bruch geschriebenen Prozentsatz multipliziert.',
      more: 'Zum Beispiel sind 50 % die Hälfte und 25 % ein Viertel des Ganzen.',
    }),
    order: (r) =>
      ({
        brackets: 'Klammern werden zuerst berechnet.',
        powers: 'Potenzen und Wurzeln kommen vor Punkt- und Strichrechnung.',
        multiplyFirst: 'Punktrechnung geht vor Strichrechnung.',
        leftToRight: 'Rechenarten gleicher Stufe werden von links nach rechts ausgeführt.',
        only: '',
      })[r],
    mixed: (p) => ({
      what: `Den unechten Bruch als gemischte Zahl schreiben: ${M(`${p.frac} = ${p.mixed}`)}.`,
      why: 'Die Ganzen erhält man durch Division des Zählers durch den Nenner; der Rest bleibt im Zähler.',
    }),
    expand: (p) => ({
      what: `Beide Seiten vereinfachen: ${M(p.eq)}.`,
      why: 'Klammern lösen wir auf, indem wir jeden Summanden in der Klammer mit der Zahl davor multiplizieren; dann fassen wir gleichartige Terme zusammen.',
      more: 'Ein Minus vor der Klammer ändert das Vorzeichen jedes Summanden in der Klammer.',
    }),
    clearFractions: (p) => ({
      what: `Beide Seiten mit ${M(p.lcd)} multiplizieren: ${M(p.eq)}.`,
      why: `Die Multiplikation beider Seiten mit dem Hauptnenner ${M(p.lcd)} beseitigt die Brüche; die Gleichung bleibt gültig.`,
    }),
    transpose: (p) => ({
      what: `Terme mit der Unbekannten nach links, Zahlen nach rechts bringen: ${M(p.eq)}.`,
      why: 'Ein Term, der auf die andere Seite kommt, wechselt sein Vorzeichen.',
      more: 'Das ist dasselbe, wie auf beiden Seiten dieselbe Zahl zu subtrahieren (oder zu addieren).',
    }),
    combine: (p) => ({
      what: `Gleichartige Terme zusammenfassen: ${M(p.eq)}.`,
      why: 'Terme mit der Unbekannten werden zusammengefasst, ebenso die Zahlen.',
    }),
    divideBoth: (p) => ({
      what: `Beide Seiten durch ${M(p.coef)} dividieren: ${M(p.eq)}.`,
      why: 'Teilt man beide Seiten durch dieselbe Zahl ungleich null, steht die Unbekannte allein und die Lösungen ändern sich nicht.',
    }),
    divideFlip: (p) => ({
      what: `Beide Seiten durch die negative Zahl ${M(p.coef)} dividieren und das Ungleichheitszeichen umdrehen: ${M(p.eq)}.`,
      why: 'Multipliziert oder dividiert man eine Ungleichung mit einer negativen Zahl, kehrt sich das Zeichen um.',
      more: 'Zum Beispiel gilt \\(2 < 3\\), aber \\(-2 > -3\\).',
    }),
    identity: (p) => ({
      what: `Die Unbekannten heben sich auf: ${M(p.eq)}.`,
      why: 'Es entsteht eine wahre Aussage ohne Unbekannte, also ist jede Zahl eine Lösung.',
    }),
    contradiction: (p) => ({
      what: `Die Unbekannten heben sich auf: ${M(p.eq)}.`,
      why: 'Es entsteht eine falsche Aussage ohne Unbekannte, also gibt es keine Lösung.',
    }),
    standardForm: (p) => ({
      what: `Alle Terme nach links bringen und die Gleichung in Normalform schreiben: ${M(p.eq)}.`,
      why: 'Eine quadratische Gleichung löst man in der Form \\(ax^2 + bx + c = 0\\).',
    }),
    multiplyMinusOne: (p) => ({
      what: `Die Gleichung mit \\(-1\\) multiplizieren: ${M(p.eq)}.`,
      why: 'Mit einem positiven Koeffizienten vor dem Quadrat rechnet es sich leichter.',
    }),
    factorCommon: (p) => ({
      what: `Den gemeinsamen Faktor ${M(p.v)} ausklammern: ${M(p.eq)}.`,
      why: 'Das Absolutglied ist null, daher kommt die Unbekannte in jedem Term vor.',
    }),
    zeroProduct: (p) => ({
      what: `Das Produkt ist null: ${M(p.eq)}.`,
      why: 'Ein Produkt ist genau dann null, wenn mindestens ein Faktor null ist.',
    }),
    isolateSquare: (p) => ({
      what: `Das Quadrat der Unbekannten isolieren: ${M(p.eq)}.`,
      why: 'Es gibt kein lineares Glied, also lösen wir durch Wurzelziehen.',
    }),
    sqrtBoth: (p) => ({
      what: `Auf beiden Seiten die Wurzel ziehen: ${M(p.eq)}.`,
      why: 'Zwei Zahlen haben dieses Quadrat: eine positive und ihre Gegenzahl.',
    }),
    discriminant: (p) => ({
      what: `Die Diskriminante für \\(a = ${p.a}\\), \\(b = ${p.b}\\), \\(c = ${p.c}\\) berechnen: ${M(p.work)}.`,
      why: 'Das Vorzeichen der Diskriminante zeigt, wie viele reelle Lösungen es gibt.',
    }),
    noRealRoots: (p) => ({
      what: `Der Wert ${M(p.d)} ist negativ.`,
      why: 'Kein Quadrat einer reellen Zahl ist negativ, also hat die Gleichung keine reellen Lösungen.',
    }),
    formula: (p) => ({
      what: `Die Lösungsformel anwenden: ${M(p.work)}.`,
      why: 'Die Diskriminante ist positiv, also gibt es zwei verschiedene reelle Lösungen.',
    }),
    doubleRoot: (p) => ({
      what: `Die Diskriminante ist null: ${M(p.work)}.`,
      why: 'Ist die Diskriminante null, hat die Gleichung eine (doppelte) Lösung.',
    }),
    vieta: (p) => ({
      what: `Das Trinom faktorisieren: ${M(p.eq)}.`,
      why: `Gesucht sind zwei Zahlen mit der Summe ${M(p.sum)} und dem Produkt ${M(p.product)}.`,
    }),
    systemStandard: (p) => ({
      what: `Beide Gleichungen ordnen: ${M(p.sys)}.`,
      why: 'In jeder Gleichung stehen die Unbekannten links und die Zahlen rechts.',
    }),
    express: (p) => ({
      what: `Eine Gleichung nach ${M(p.v)} auflösen: ${M(p.eq)}.`,
      why: 'Wir wählen eine Unbekannte mit dem Koeffizienten \\(1\\) oder \\(-1\\), weil sie sich am leichtesten isolieren lässt.',
    }),
    substitute: (p) => ({
      what: `${M(p.v)} in die andere Gleichung einsetzen: ${M(p.eq)}.`,
      why: 'So entsteht eine Gleichung mit nur einer Unbekannten.',
    }),
    solveOne: (p) => ({
      what: `Diese Gleichung nach ${M(p.v)} lösen: ${M(p.eq)}.`,
      why: 'Klammern auflösen, zusammenfassen und durch den Koeffizienten dividieren.',
    }),
    backSubstitute: (p) => ({
      what: `Den Wert einsetzen und ${M(p.v)} berechnen: ${M(p.eq)}.`,
      why: 'Der bekannte Wert der einen Unbekannten wird in den Term für die andere eingesetzt.',
    }),
    multiplyEquations: (p) => ({
      what: `Die Gleichungen so multiplizieren, dass die Koeffizienten von ${M(p.v)} Gegenzahlen sind: ${M(p.sys)}.`,
      why: 'Beim Addieren der Gleichungen fällt diese Unbekannte weg.',
    }),
    addEquations: (p) => ({
      what: `Die Gleichungen addieren und ${M(p.v)} bestimmen: ${M(p.eq)}.`,
      why: 'Terme mit entgegengesetzten Koeffizienten heben sich auf.',
    }),
    expandExpr: (p) => ({
      what: `Klammern auflösen und zusammenfassen: ${M(p.expr)}.`,
      why: 'Jeder Summand der einen Klammer wird mit jedem der anderen multipliziert; dann fassen wir Terme gleichen Grades zusammen.',
    }),
    collectTerms: (p) => ({
      what: `Gleichartige Terme zusammenfassen: ${M(p.expr)}.`,
      why: 'Gleichartige Terme haben dieselben Variablen mit denselben Exponenten; ihre Koeffizienten werden addiert.',
    }),
    checkPoint: (p) => ({
      what: `Probe mit einer Zahl aus der Lösungsmenge, ${M(p.point)}: ${M(p.work)}.`,
      why: 'Jede Zahl der Lösungsmenge muss die ursprüngliche Ungleichung erfüllen.',
    }),
    check: (p) => ({
      what: `Probe: ${M(p.work)}.`,
      why: 'Wir setzen die Lösung in die ursprüngliche Aufgabe ein; beide Seiten stimmen überein, also ist die Lösung richtig.',
    }),
  },
  words: { or: 'oder', remainder: 'Rest', and: 'und', gcd: 'ggT', lcm: 'kgV', undefined: 'nicht definiert' },
  answers: {
    undefined: 'Der Ausdruck ist nicht definiert (Division durch null).',
    undefinedRoot:
      'Der Ausdruck ist in den reellen Zahlen nicht definiert (Wurzel aus einer negativen Zahl).',
    noSolution: 'Es gibt keine Lösung.',
    allNumbers: 'Jede reelle Zahl ist eine Lösung.',
    noRealRoots: 'Die Gleichung hat keine reellen Lösungen.',
    systemNone: 'Das System hat keine Lösung (die Gleichungen widersprechen sich).',
    systemInfinite: 'Das System hat unendlich viele Lösungen (die Gleichungen sind äquivalent).',
  },
  notMath: {
    title: 'Keine Mathematikaufgabe',
    category: 'Keine Aufgabe',
    intro: 'Auf dem Bild haben wir keine Mathematikaufgabe gefunden.',
    final: 'Bitte fotografiere die Aufgabe, die gelöst werden soll, deutlich und gerade.',
  },
  declined: {
    title: 'Aufgabe nicht zuverlässig gelesen',
    category: 'Ungelöst',
    unreadableIntro: (r) => `Wir konnten die Aufgabe nicht zuverlässig lesen${r ? ` (gelesen: ${r})` : ''}.`,
    unsupportedIntro: (r) =>
      `${r ? `Die Aufgabe ${r}` : 'Diese Aufgabe'} können wir noch nicht zuverlässig lösen.`,
    final:
      'Wir geben keine Antwort, weil wir nicht garantieren können, dass sie richtig ist. Versuche es mit einem deutlicheren Foto einer einzelnen Aufgabe.',
  },
};
