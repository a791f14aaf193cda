/** Slovenščina. */
import type { Messages } from './messages.js';

const M = (s: string) => `\\(${s}\\)`;

export const sl: Messages = {
  decimalComma: true,
  kinds: {
    proportion: { title: 'Sorazmerje', category: 'Sorazmerja' },
    absolute: { title: 'Absolutna vrednost', category: 'Absolutna vrednost' },
    gcdLcm: { title: 'D in v', category: 'Deljivost' },
    arithmetic: { title: 'Izračun vrednosti izraza', category: 'Aritmetika' },
    fractions: { title: 'Računanje z ulomki', category: 'Ulomki' },
    roots: { title: 'Potence in koreni', category: 'Potence in koreni' },
    percent: { title: 'Računanje odstotkov', category: 'Odstotki' },
    linear: { title: 'Reševanje linearne enačbe', category: 'Linearne enačbe' },
    quadratic: { title: 'Reševanje kvadratne enačbe', category: 'Kvadratne enačbe' },
    system: { title: 'Reševanje sistema linearnih enačb', category: 'Sistemi enačb' },
    inequality: { title: 'Reševanje linearne neenačbe', category: 'Neenačbe' },
    simplify: { title: 'Poenostavljanje izraza', category: 'Algebrski izrazi' },
  },
  concepts: {
    proportion: 'sorazmerje',
    absoluteValue: 'absolutna vrednost',
    primeFactors: 'razcep na prafaktorje',
    orderOfOperations: 'vrstni red računskih operacij',
    fractions: 'ulomki',
    commonDenominator: 'skupni imenovalec',
    decimals: 'decimalna števila',
    powers: 'potenciranje',
    squareRoots: 'kvadratni koren',
    percent: 'odstotki',
    divisionWithRemainder: 'deljenje z ostankom',
    linearEquation: 'linearna enačba',
    equivalentTransformations: 'ekvivalentna preoblikovanja',
    quadraticEquation: 'kvadratna enačba',
    discriminant: 'diskriminanta',
    factoring: 'razcep na faktorje',
    system: 'sistem enačb',
    substitution: 'metoda zamenjave',
    elimination: 'metoda nasprotnih koeficientov',
    inequality: 'neenačba',
    likeTerms: 'seštevanje podobnih členov',
    check: 'preizkus rešitve',
  },
  difficulty: { easy: 'Lahko', medium: 'Srednje', hard: 'Težko' },
  intro: {
    proportion: (t) => `Rešujemo sorazmerje ${M(t)}.`,
    absolute: (t) => `Rešujemo nalogo z absolutno vrednostjo ${M(t)}.`,
    gcdLcm: (t) => `Določimo ${M(t)} z razcepom števil na prafaktorje.`,
    arithmetic: (t) =>
      `Izračunati moramo vrednost izraza ${M(t)} in pri tem upoštevati vrstni red računskih operacij.`,
    fractions: (t) => `Izračunati moramo ${M(t)}. Računamo z ulomki in rezultat do konca okrajšamo.`,
    roots: (t) => `Izračunati moramo ${M(t)} s pravili za potence in korene.`,
    percent: (t) => `Izračunati moramo ${M(t)}. Odstotek je del celote, izražen v stotinah.`,
    linear: (t) =>
      `Rešujemo linearno enačbo ${M(t)}: iščemo število, ki da pravilno enakost, ko ga vstavimo namesto neznanke.`,
    quadratic: (t) => `Rešujemo kvadratno enačbo ${M(t)}. Kvadratna enačba ima največ dve realni rešitvi.`,
    system: (t) => `Rešujemo sistem enačb ${M(t)}: iščemo par števil, ki zadošča obema enačbama.`,
    inequality: (t) => `Rešujemo neenačbo ${M(t)}: iščemo vsa števila, za katera neenakost velja.`,
    simplify: (t) => `Poenostaviti moramo izraz ${M(t)}: odpravimo oklepaje in seštejemo podobne člene.`,
  },
  steps: {
    abs: (p) => ({
      what: `Absolutna vrednost: ${M(`${p.a} = ${p.r}`)}.`,
      why: 'Absolutna vrednost števila je njegova razdalja od nič, zato ni nikoli negativna.',
    }),
    absCases: (p) => ({
      what: `${M(p.abs)} pomeni ${M(p.cases)}.`,
      why: 'Dve števili imata enako absolutno vrednost, ko sta enaki ali nasprotni.',
    }),
    absRoots: (p) => ({
      what: `Rešimo obe enačbi: ${M(p.roots)}.`,
      why: 'Vsaka od linearnih enačb da eno rešitev.',
    }),
    absNegative: (p) => ({
      what: `Absolutna vrednost ne more biti enaka ${M(p.c)}.`,
      why: 'Absolutna vrednost ni nikoli negativna, zato enačba nima rešitve.',
    }),
    proportion: (p) => ({
      what: `Produkt zunanjih členov je enak produktu notranjih: ${M(p.eq)}.`,
      why: 'To je osnovna lastnost sorazmerja.',
    }),
    primeFactors: (p) => ({
      what: `Števila razcepimo na prafaktorje: ${M(p.work)}.`,
      why: 'Iz prafaktorjev se vidi, kaj imajo števila skupnega.',
    }),
    gcd: (p) => ({
      what: `Vzamemo skupne prafaktorje z najmanjšim eksponentom: ${M(p.work)}.`,
      why: 'Največji skupni delitelj deli vsako od števil.',
    }),
    lcm: (p) => ({
      what: `Vzamemo vse prafaktorje z največjim eksponentom: ${M(p.work)}.`,
      why: 'Najmanjši skupni večkratnik je deljiv z vsakim od števil.',
    }),
    divisionByZero: (p) => ({
      what: `V izrazu ${M(p.expr)} delimo z nič.`,
      why: 'Deljenje z nič ni definirano, zato izraz nima vrednosti.',
    }),
    negativeRadicand: (p) => ({
      what: `V izrazu ${M(p.expr)} računamo kvadratni koren negativnega števila.`,
      why: 'Kvadratni koren negativnega števila v realnih številih ni definiran, zato izraz nima vrednosti.',
    }),
    reducesToLinear: (p) => ({
      what: `Kvadrata neznanke se odštejeta, zato je enačba ${M(p.eq)} v resnici linearna enačba.`,
      why: 'Ko se člena s kvadratom neznanke na obeh straneh odštejeta, ostane linearna enačba, ki jo rešimo kot vsako linearno enačbo.',
    }),
    add: (p) => ({
      what: `Seštejemo ${M(`${p.a} + ${p.b} = ${p.r}`)}.`,
      why: 'Seštevamo števila.',
      more: 'Seštevanje lahko preverimo z odštevanjem.',
    }),
    sub: (p) => ({
      what: `Odštejemo ${M(`${p.a} - ${p.b} = ${p.r}`)}.`,
      why: 'Odštevamo števila.',
      more: 'Odštevanje lahko preverimo s seštevanjem.',
    }),
    mul: (p) => ({
      what: `Pomnožimo ${M(`${p.a} \\cdot ${p.b} = ${p.r}`)}.`,
      why: 'Množimo števila.',
      more: 'Množenje je skrajšano seštevanje enakih seštevancev.',
    }),
    div: (p) => ({
      what: `Delimo ${M(`${p.a} : ${p.b} = ${p.r}`)}.`,
      why: 'Delimo števili.',
      more: 'Deljenje preverimo z množenjem: količnik, pomnožen z deliteljem, da deljenec.',
    }),
    divRemainder: (p) => ({
      what: `Delimo ${M(`${p.a} : ${p.b}`)}: količnik je ${M(p.q)}, ostanek pa ${M(p.rem)}.`,
      why: `Število ${M(p.b)} je v ${M(p.a)} vsebovano ${M(p.q)}-krat, ostane še ${M(p.rem)}.`,
      more: 'Ostanek je vedno manjši od delitelja.',
    }),
    fracAdd: (p) => ({
      what: `Ulomke razširimo na skupni imenovalec ${M(p.den)} in izračunamo ${M(p.work)}.`,
      why: 'Ulomke seštevamo in odštevamo šele, ko imajo enak imenovalec; takrat računamo samo s števci.',
      more: 'Skupni imenovalec je najmanjši skupni večkratnik imenovalcev; števec in imenovalec razširimo z istim številom.',
    }),
    fracMul: (p) => ({
      what: `Pomnožimo ulomka: ${M(p.work)}.`,
      why: 'Števec pomnožimo s števcem in imenovalec z imenovalcem, nato okrajšamo.',
    }),
    fracDiv: (p) => ({
      what: `Deljenje nadomestimo z množenjem z obratno vrednostjo ${M(p.recip)}: ${M(p.work)}.`,
      why: 'Deliti z ulomkom pomeni množiti z njegovo obratno vrednostjo.',
    }),
    pow: (p) => ({
      what: `Izračunamo potenco ${M(`${p.base}^{${p.exp}} = ${p.r}`)}.`,
      why: `Potenca pomeni, da osnovo ${M(p.base)} pomnožimo samo s seboj ${M(p.exp)}-krat.`,
    }),
    sqrt: (p) => ({
      what: `Izračunamo koren ${M(`\\sqrt{${p.radicand}} = ${p.r}`)}.`,
      why: `Kvadratni koren je nenegativno število, katerega kvadrat je ${M(p.radicand)}.`,
    }),
    sqrtSimplify: (p) => ({
      what: `Delno korenimo: ${M(`\\sqrt{${p.radicand}} = \\sqrt{${p.square} \\cdot ${p.rest}} = ${p.r}`)}.`,
      why: `Število ${M(p.radicand)} ni popoln kvadrat, zato izpostavimo njegov največji kvadratni faktor ${M(p.square)}.`,
    }),
    percent: (p) => ({
      what: `Odstotek zapišemo kot ulomek: ${M(`${p.p} = ${p.frac}`)}.`,
      why: 'Odstotek pomeni „od sto”, torej ulomek z imenovalcem 100.',
    }),
    percentOf: (p) => ({
      what: `Izračunamo ${M(p.p)} od ${M(p.n)}: ${M(p.work)}.`,
      why: 'Odstotek števila dobimo, ko število pomnožimo z odstotkom, zapisanim kot ulomek.',
      more: 'Na primer, 50 % je polovica, 25 % pa četrtina celote.',
    }),
    order: (r) =>
      ({
        brackets: 'Najprej izračunamo, kar je v oklepaju.',
        powers: 'Potence in korene izračunamo pred množenjem, deljenjem, seštevanjem in odštevanjem.',
        multiplyFirst: 'Množenje in deljenje imata prednost pred seštevanjem in odštevanjem.',
        leftToRight: 'Operacije iste stopnje računamo po vrsti, od leve proti desni.',
        only: '',
      })[r],
    mixed: (p) => ({
      what: `Nepravi ulomek zapišemo kot mešano število: ${M(`${p.frac} = ${p.mixed}`)}.`,
      why: 'Celi del dobimo z deljenjem števca z imenovalcem, ostanek ostane v števcu.',
    }),
    expand: (p) => ({
      what: `Uredimo obe strani: ${M(p.eq)}.`,
      why: 'Oklepaje odpravimo tako, da vsak člen v oklepaju pomnožimo s številom pred njim, nato seštejemo podobne člene.',
      more: 'Minus pred oklepajem spremeni predznak vsakemu členu v oklepaju.',
    }),
    clearFractions: (p) => ({
      what: `Obe strani pomnožimo z ${M(p.lcd)}: ${M(p.eq)}.`,
      why: `Z množenjem obeh strani s skupnim imenovalcem ${M(p.lcd)} odpravimo ulomke, enakost pa ostane pravilna.`,
    }),
    transpose: (p) => ({
      what: `Člene z neznanko prenesemo na levo, števila pa na desno stran: ${M(p.eq)}.`,
      why: 'Ko člen prenesemo na drugo stran, mu spremenimo predznak.',
      more: 'To je enako, kot če na obeh straneh odštejemo (ali prištejemo) isto število.',
    }),
    combine: (p) => ({
      what: `Seštejemo podobne člene: ${M(p.eq)}.`,
      why: 'Člene z neznanko seštejemo med seboj, števila pa med seboj.',
    }),
    divideBoth: (p) => ({
      what: `Obe strani delimo z ${M(p.coef)}: ${M(p.eq)}.`,
      why: 'Z deljenjem obeh strani z istim neničelnim številom ostane neznanka sama, rešitve pa se ne spremenijo.',
    }),
    divideFlip: (p) => ({
      what: `Obe strani delimo z negativnim številom ${M(p.coef)} in obrnemo znak neenakosti: ${M(p.eq)}.`,
      why: 'Pri množenju ali deljenju neenačbe z negativnim številom se znak neenakosti obrne.',
      more: 'Na primer, \\(2 < 3\\), toda \\(-2 > -3\\).',
    }),
    identity: (p) => ({
      what: `Neznanke so se odštele: ${M(p.eq)}.`,
      why: 'Dobili smo pravilno trditev, ki ni odvisna od neznanke, zato je rešitev vsako število.',
    }),
    contradiction: (p) => ({
      what: `Neznanke so se odštele: ${M(p.eq)}.`,
      why: 'Dobili smo nepravilno trditev, ki ni odvisna od neznanke, zato rešitve ni.',
    }),
    standardForm: (p) => ({
      what: `Vse člene prenesemo na levo stran in enačbo zapišemo v splošni obliki: ${M(p.eq)}.`,
      why: 'Kvadratno enačbo rešujemo, ko je zapisana kot \\(ax^2 + bx + c = 0\\).',
    }),
    multiplyMinusOne: (p) => ({
      what: `Enačbo pomnožimo z \\(-1\\): ${M(p.eq)}.`,
      why: 'Lažje računamo, če je koeficient pri kvadratu pozitiven.',
    }),
    factorCommon: (p) => ({
      what: `Izpostavimo skupni faktor ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Prosti člen je nič, zato neznanka nastopa v vsakem členu.',
    }),
    zeroProduct: (p) => ({
      what: `Zmnožek je enak nič: ${M(p.eq)}.`,
      why: 'Zmnožek je enak nič le, če je vsaj en faktor enak nič.',
    }),
    isolateSquare: (p) => ({
      what: `Osamimo kvadrat neznanke: ${M(p.eq)}.`,
      why: 'Linearnega člena ni, zato enačbo rešimo s korenjenjem.',
    }),
    sqrtBoth: (p) => ({
      what: `Korenimo obe strani: ${M(p.eq)}.`,
      why: 'Dano število je kvadrat dveh števil: pozitivnega in njemu nasprotnega.',
    }),
    discriminant: (p) => ({
      what: `Izračunamo diskriminanto za \\(a = ${p.a}\\), \\(b = ${p.b}\\), \\(c = ${p.c}\\): ${M(p.work)}.`,
      why: 'Predznak diskriminante pove, koliko realnih rešitev ima enačba.',
    }),
    noRealRoots: (p) => ({
      what: `Vrednost ${M(p.d)} je negativna.`,
      why: 'Kvadrat realnega števila ni nikoli negativen, zato enačba nima realnih rešitev.',
    }),
    formula: (p) => ({
      what: `Uporabimo formulo za rešitve kvadratne enačbe: ${M(p.work)}.`,
      why: 'Diskriminanta je pozitivna, zato ima enačba dve različni realni rešitvi.',
    }),
    doubleRoot: (p) => ({
      what: `Diskriminanta je nič: ${M(p.work)}.`,
      why: 'Ko je diskriminanta nič, ima enačba eno (dvojno) rešitev.',
    }),
    vieta: (p) => ({
      what: `Tričlenik razcepimo: ${M(p.eq)}.`,
      why: `Iščemo števili, katerih vsota je ${M(p.sum)} in zmnožek ${M(p.product)}.`,
    }),
    systemStandard: (p) => ({
      what: `Uredimo obe enačbi: ${M(p.sys)}.`,
      why: 'V vsaki enačbi zapišemo neznanke levo, števila pa desno.',
    }),
    express: (p) => ({
      what: `Iz ene enačbe izrazimo ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Izberemo neznanko s koeficientom \\(1\\) ali \\(-1\\), ker jo najlažje izrazimo.',
    }),
    substitute: (p) => ({
      what: `${M(p.v)} vstavimo v drugo enačbo: ${M(p.eq)}.`,
      why: 'Tako dobimo enačbo z eno samo neznanko.',
    }),
    solveOne: (p) => ({
      what: `Dobljeno enačbo rešimo za ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Odpravimo oklepaje, seštejemo podobne člene in delimo s koeficientom.',
    }),
    backSubstitute: (p) => ({
      what: `Dobljeno vrednost vstavimo nazaj in izračunamo ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Znano vrednost ene neznanke vstavimo v izraz za drugo.',
    }),
    multiplyEquations: (p) => ({
      what: `Enačbi pomnožimo tako, da sta koeficienta pri ${M(p.v)} nasprotni števili: ${M(p.sys)}.`,
      why: 'Ko enačbi seštejemo, ta neznanka izgine.',
    }),
    addEquations: (p) => ({
      what: `Enačbi seštejemo in izračunamo ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Členi z nasprotnima koeficientoma se odštejejo.',
    }),
    expandExpr: (p) => ({
      what: `Odpravimo oklepaje in seštejemo podobne člene: ${M(p.expr)}.`,
      why: 'Vsak člen enega oklepaja pomnožimo z vsakim členom drugega, nato seštejemo člene iste stopnje.',
    }),
    collectTerms: (p) => ({
      what: `Seštejemo podobne člene: ${M(p.expr)}.`,
      why: 'Podobni členi imajo enake spremenljivke z enakimi eksponenti, zato seštejemo njihove koeficiente.',
    }),
    checkPoint: (p) => ({
      what: `Preizkus s številom iz množice rešitev, ${M(p.point)}: ${M(p.work)}.`,
      why: 'Vsako število iz množice rešitev mora zadoščati prvotni neenačbi.',
    }),
    check: (p) => ({
      what: `Preizkus: ${M(p.work)}.`,
      why: 'Rešitev vstavimo v prvotno nalogo; obe strani se ujemata, zato je rešitev pravilna.',
    }),
  },
  words: { or: 'ali', remainder: 'ostanek', and: 'in', gcd: 'D', lcm: 'v', undefined: 'ni definirano' },
  answers: {
    undefined: 'Izraz ni definiran (deljenje z nič).',
    undefinedRoot: 'Izraz v realnih številih ni definiran (koren negativnega števila).',
    noSolution: 'Rešitve ni.',
    allNumbers: 'Rešitev je vsako realno število.',
    noRealRoots: 'Enačba nima realnih rešitev.',
    systemNone: 'Sistem nima rešitve (enačbi si nasprotujeta).',
    systemInfinite: 'Sistem ima neskončno mnogo rešitev (enačbi sta enakovredni).',
  },
  notMath: {
    title: 'Ni matematična naloga',
    category: 'Ni naloga',
    intro: 'Na sliki nismo našli matematične naloge.',
    final: 'Jasno in naravnost fotografirajte nalogo, ki jo želite rešiti.',
  },
  declined: {
    title: 'Naloge ni bilo mogoče zanesljivo prebrati',
    category: 'Nerešeno',
    unreadableIntro: (r) => `Naloge nismo mogli zanesljivo prebrati${r ? ` (prebrano: ${r})` : ''}.`,
    unsupportedIntro: (r) => `${r ? `Naloge ${r}` : 'Te naloge'} zaenkrat ne znamo zanesljivo rešiti.`,
    final:
      'Rešitve ne podamo, ker ne moremo zagotoviti, da je pravilna. Poskusite z jasnejšo fotografijo ene same naloge.',
  },
};
