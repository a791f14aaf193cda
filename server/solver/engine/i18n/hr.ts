/** Hrvatski. */
import type { Messages } from './messages.js';

const M = (s: string) => `\\(${s}\\)`;

export const hr: Messages = {
  decimalComma: true,
  kinds: {
    proportion: { title: 'Razmjer', category: 'Razmjeri' },
    absolute: { title: 'Apsolutna vrijednost', category: 'Apsolutna vrijednost' },
    gcdLcm: { title: 'NZD i NZV', category: 'Djeljivost' },
    arithmetic: { title: 'Računanje vrijednosti izraza', category: 'Aritmetika' },
    fractions: { title: 'Računanje s razlomcima', category: 'Razlomci' },
    roots: { title: 'Potencije i korijeni', category: 'Potencije i korijeni' },
    percent: { title: 'Računanje postotka', category: 'Postotci' },
    linear: { title: 'Rješavanje linearne jednadžbe', category: 'Linearne jednadžbe' },
    quadratic: { title: 'Rješavanje kvadratne jednadžbe', category: 'Kvadratne jednadžbe' },
    system: { title: 'Rješavanje sustava linearnih jednadžbi', category: 'Sustavi jednadžbi' },
    inequality: { title: 'Rješavanje linearne nejednadžbe', category: 'Nejednadžbe' },
    simplify: { title: 'Sređivanje izraza', category: 'Algebarski izrazi' },
  },
  concepts: {
    proportion: 'razmjer',
    absoluteValue: 'apsolutna vrijednost',
    primeFactors: 'rastavljanje na proste faktore',
    orderOfOperations: 'redoslijed računskih operacija',
    fractions: 'razlomci',
    commonDenominator: 'zajednički nazivnik',
    decimals: 'decimalni brojevi',
    powers: 'potenciranje',
    squareRoots: 'drugi korijen',
    percent: 'postotak',
    divisionWithRemainder: 'dijeljenje s ostatkom',
    linearEquation: 'linearna jednadžba',
    equivalentTransformations: 'ekvivalentne transformacije',
    quadraticEquation: 'kvadratna jednadžba',
    discriminant: 'diskriminanta',
    factoring: 'rastavljanje na faktore',
    system: 'sustav jednadžbi',
    substitution: 'metoda supstitucije',
    elimination: 'metoda suprotnih koeficijenata',
    inequality: 'nejednadžba',
    likeTerms: 'zbrajanje istovrsnih članova',
    check: 'provjera rješenja',
  },
  difficulty: { easy: 'Lagano', medium: 'Srednje', hard: 'Teško' },
  intro: {
    proportion: (t) => `Rješavamo razmjer ${M(t)}.`,
    absolute: (t) => `Rješavamo zadatak s apsolutnom vrijednošću ${M(t)}.`,
    gcdLcm: (t) => `Određujemo ${M(t)} rastavljanjem brojeva na proste faktore.`,
    arithmetic: (t) =>
      `Trebamo izračunati vrijednost izraza ${M(t)}, poštujući redoslijed računskih operacija.`,
    fractions: (t) => `Trebamo izračunati ${M(t)}. Računamo s razlomcima i rezultat skraćujemo do kraja.`,
    roots: (t) => `Trebamo izračunati ${M(t)} koristeći pravila za potencije i korijene.`,
    percent: (t) => `Trebamo izračunati ${M(t)}. Postotak je dio cjeline izražen u stotinama.`,
    linear: (t) =>
      `Rješavamo linearnu jednadžbu ${M(t)}: tražimo broj koji, uvršten umjesto nepoznanice, daje točnu jednakost.`,
    quadratic: (t) =>
      `Rješavamo kvadratnu jednadžbu ${M(t)}. Kvadratna jednadžba ima najviše dva realna rješenja.`,
    system: (t) => `Rješavamo sustav jednadžbi ${M(t)}: tražimo par brojeva koji zadovoljava obje jednadžbe.`,
    inequality: (t) => `Rješavamo nejednadžbu ${M(t)}: tražimo sve brojeve za koje je nejednakost točna.`,
    simplify: (t) => `Trebamo srediti izraz ${M(t)}: uklanjamo zagrade i zbrajamo istovrsne članove.`,
  },
  steps: {
    abs: (p) => ({
      what: `Apsolutna vrijednost: ${M(`${p.a} = ${p.r}`)}.`,
      why: 'Apsolutna vrijednost broja je njegova udaljenost od nule, pa nikad nije negativna.',
    }),
    absCases: (p) => ({
      what: `${M(p.abs)} znači ${M(p.cases)}.`,
      why: 'Dva broja imaju istu apsolutnu vrijednost kad su jednaka ili suprotna.',
    }),
    absRoots: (p) => ({
      what: `Rješavamo obje jednadžbe: ${M(p.roots)}.`,
      why: 'Svaka od dviju linearnih jednadžbi daje po jedno rješenje.',
    }),
    absNegative: (p) => ({
      what: `Apsolutna vrijednost ne može biti jednaka ${M(p.c)}.`,
      why: 'Apsolutna vrijednost nikad nije negativna, pa jednadžba nema rješenja.',
    }),
    proportion: (p) => ({
      what: `Umnožak vanjskih članova jednak je umnošku unutarnjih: ${M(p.eq)}.`,
      why: 'To je osnovno svojstvo razmjera.',
    }),
    primeFactors: (p) => ({
      what: `Rastavljamo brojeve na proste faktore: ${M(p.work)}.`,
      why: 'Iz prostih faktora vidi se što brojevi imaju zajedničko.',
    }),
    gcd: (p) => ({
      what: `Uzimamo zajedničke proste faktore s najmanjim eksponentom: ${M(p.work)}.`,
      why: 'Najveći zajednički djelitelj dijeli svaki od brojeva.',
    }),
    lcm: (p) => ({
      what: `Uzimamo sve proste faktore s najvećim eksponentom: ${M(p.work)}.`,
      why: 'Najmanji zajednički višekratnik djeljiv je svakim od brojeva.',
    }),
    divisionByZero: (p) => ({
      what: `U izrazu ${M(p.expr)} dijelimo nulom.`,
      why: 'Dijeljenje nulom nije definirano, pa izraz nema vrijednost.',
    }),
    negativeRadicand: (p) => ({
      what: `U izrazu ${M(p.expr)} tražimo drugi korijen negativnog broja.`,
      why: 'Drugi korijen negativnog broja nije definiran u skupu realnih brojeva, pa izraz nema vrijednost.',
    }),
    reducesToLinear: (p) => ({
      what: `Kvadrati nepoznanice se poništavaju, pa se jednadžba ${M(p.eq)} svodi na linearnu jednadžbu.`,
      why: 'Kada se članovi s kvadratom nepoznanice s obiju strana ponište, ostaje linearna jednadžba, koju rješavamo kao svaku linearnu jednadžbu.',
    }),
    add: (p) => ({
      what: `Zbrojimo ${M(`${p.a} + ${p.b} = ${p.r}`)}.`,
      why: 'Zbrajamo brojeve.',
      more: 'Zbrajanje možemo provjeriti oduzimanjem.',
    }),
    sub: (p) => ({
      what: `Oduzmemo ${M(`${p.a} - ${p.b} = ${p.r}`)}.`,
      why: 'Oduzimamo brojeve.',
      more: 'Oduzimanje možemo provjeriti zbrajanjem.',
    }),
    mul: (p) => ({
      what: `Pomnožimo ${M(`${p.a} \\cdot ${p.b} = ${p.r}`)}.`,
      why: 'Množimo brojeve.',
      more: 'Množenje je skraćeno zbrajanje jednakih pribrojnika.',
    }),
    div: (p) => ({
      what: `Podijelimo ${M(`${p.a} : ${p.b} = ${p.r}`)}.`,
      why: 'Dijelimo brojeve.',
      more: 'Dijeljenje provjeravamo množenjem: količnik puta djelitelj daje djeljenik.',
    }),
    divRemainder: (p) => ({
      what: `Podijelimo ${M(`${p.a} : ${p.b}`)}: količnik je ${M(p.q)}, a ostatak ${M(p.rem)}.`,
      why: `Broj ${M(p.b)} sadržan je u ${M(p.a)} ${M(p.q)} puta, a preostaje ${M(p.rem)}.`,
      more: 'Ostatak je uvijek manji od djelitelja.',
    }),
    fracAdd: (p) => ({
      what: `Svedemo razlomke na zajednički nazivnik ${M(p.den)} i izračunamo ${M(p.work)}.`,
      why: 'Razlomke zbrajamo i oduzimamo tek kad imaju jednak nazivnik; tada računamo samo s brojnicima.',
      more: 'Zajednički nazivnik je najmanji zajednički višekratnik nazivnika; brojnik i nazivnik proširujemo istim brojem.',
    }),
    fracMul: (p) => ({
      what: `Pomnožimo razlomke: ${M(p.work)}.`,
      why: 'Brojnik množimo brojnikom, a nazivnik nazivnikom, pa skratimo.',
    }),
    fracDiv: (p) => ({
      what: `Dijeljenje zamijenimo množenjem recipročnom vrijednošću ${M(p.recip)}: ${M(p.work)}.`,
      why: 'Dijeliti razlomkom znači množiti njegovom recipročnom vrijednošću.',
    }),
    pow: (p) => ({
      what: `Izračunamo potenciju ${M(`${p.base}^{${p.exp}} = ${p.r}`)}.`,
      why: `Potencija znači da bazu ${M(p.base)} množimo samu sa sobom ${M(p.exp)} puta.`,
    }),
    sqrt: (p) => ({
      what: `Izračunamo korijen ${M(`\\sqrt{${p.radicand}} = ${p.r}`)}.`,
      why: `Drugi korijen je nenegativan broj čiji je kvadrat jednak ${M(p.radicand)}.`,
    }),
    sqrtSimplify: (p) => ({
      what: `Djelomično korjenujemo: ${M(`\\sqrt{${p.radicand}} = \\sqrt{${p.square} \\cdot ${p.rest}} = ${p.r}`)}.`,
      why: `Broj ${M(p.radicand)} nije potpun kvadrat, pa izlučimo njegov najveći kvadratni faktor ${M(p.square)}.`,
    }),
    percent: (p) => ({
      what: `Postotak zapišemo kao razlomak: ${M(`${p.p} = ${p.frac}`)}.`,
      why: 'Postotak znači „od sto”, pa je to razlomak s nazivnikom 100.',
    }),
    percentOf: (p) => ({
      what: `Izračunamo ${M(p.p)} od ${M(p.n)}: ${M(p.work)}.`,
      why: 'Postotak broja dobijemo kad taj broj pomnožimo postotkom zapisanim kao razlomak.',
      more: 'Na primjer, 50% je polovina, a 25% četvrtina cjeline.',
    }),
    order: (r) =>
      ({
        brackets: 'Najprije računamo ono što je u zagradi.',
        powers: 'Potencije i korijene računamo prije množenja, dijeljenja, zbrajanja i oduzimanja.',
        multiplyFirst: 'Množenje i dijeljenje imaju prednost pred zbrajanjem i oduzimanjem.',
        leftToRight: 'Operacije istog reda računamo redom, slijeva nadesno.',
        only: '',
      })[r],
    mixed: (p) => ({
      what: `Nepravi razlomak zapišemo kao mješoviti broj: ${M(`${p.frac} = ${p.mixed}`)}.`,
      why: 'Cijeli dio dobijemo dijeljenjem brojnika nazivnikom, a ostatak ostaje u brojniku.',
    }),
    expand: (p) => ({
      what: `Sredimo obje strane: ${M(p.eq)}.`,
      why: 'Uklanjamo zagrade tako da svaki član u zagradi pomnožimo brojem ispred nje, a zatim zbrojimo istovrsne članove.',
      more: 'Minus ispred zagrade mijenja predznak svakom članu u zagradi.',
    }),
    clearFractions: (p) => ({
      what: `Pomnožimo obje strane s ${M(p.lcd)}: ${M(p.eq)}.`,
      why: `Množenjem obiju strana zajedničkim nazivnikom ${M(p.lcd)} uklanjamo razlomke, a jednakost ostaje točna.`,
    }),
    transpose: (p) => ({
      what: `Članove s nepoznanicom prebacimo na lijevu, a brojeve na desnu stranu: ${M(p.eq)}.`,
      why: 'Kad član prebacimo na drugu stranu, mijenja mu se predznak.',
      more: 'To je isto kao da objema stranama oduzmemo (ili dodamo) isti broj.',
    }),
    combine: (p) => ({
      what: `Zbrojimo istovrsne članove: ${M(p.eq)}.`,
      why: 'Članove s nepoznanicom zbrajamo međusobno, a brojeve međusobno.',
    }),
    divideBoth: (p) => ({
      what: `Podijelimo obje strane s ${M(p.coef)}: ${M(p.eq)}.`,
      why: 'Dijeljenjem obiju strana istim brojem različitim od nule nepoznanica ostaje sama, a rješenja se ne mijenjaju.',
    }),
    divideFlip: (p) => ({
      what: `Podijelimo obje strane negativnim brojem ${M(p.coef)} i okrenemo znak nejednakosti: ${M(p.eq)}.`,
      why: 'Pri množenju ili dijeljenju nejednakosti negativnim brojem znak nejednakosti mijenja smjer.',
      more: 'Na primjer, \\(2 < 3\\), ali \\(-2 > -3\\).',
    }),
    identity: (p) => ({
      what: `Nepoznanice su se poništile: ${M(p.eq)}.`,
      why: 'Dobili smo točnu tvrdnju koja ne ovisi o nepoznanici, pa je svaki broj rješenje.',
    }),
    contradiction: (p) => ({
      what: `Nepoznanice su se poništile: ${M(p.eq)}.`,
      why: 'Dobili smo netočnu tvrdnju koja ne ovisi o nepoznanici, pa rješenje ne postoji.',
    }),
    standardForm: (p) => ({
      what: `Sve članove prebacimo na lijevu stranu i zapišemo jednadžbu u općem obliku: ${M(p.eq)}.`,
      why: 'Kvadratnu jednadžbu rješavamo kad je zapisana kao \\(ax^2 + bx + c = 0\\).',
    }),
    multiplyMinusOne: (p) => ({
      what: `Pomnožimo jednadžbu s \\(-1\\): ${M(p.eq)}.`,
      why: 'Lakše je računati kad je koeficijent uz kvadrat pozitivan.',
    }),
    factorCommon: (p) => ({
      what: `Izlučimo zajednički faktor ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Slobodni član je nula, pa se nepoznanica javlja u svakom članu.',
    }),
    zeroProduct: (p) => ({
      what: `Umnožak je nula: ${M(p.eq)}.`,
      why: 'Umnožak je jednak nuli samo ako je barem jedan faktor jednak nuli.',
    }),
    isolateSquare: (p) => ({
      what: `Izdvojimo kvadrat nepoznanice: ${M(p.eq)}.`,
      why: 'Linearnog člana nema, pa jednadžbu rješavamo korjenovanjem.',
    }),
    sqrtBoth: (p) => ({
      what: `Korjenujemo obje strane: ${M(p.eq)}.`,
      why: 'Dva broja imaju zadani kvadrat: pozitivan i njemu suprotan.',
    }),
    discriminant: (p) => ({
      what: `Izračunamo diskriminantu za \\(a = ${p.a}\\), \\(b = ${p.b}\\), \\(c = ${p.c}\\): ${M(p.work)}.`,
      why: 'Predznak diskriminante govori koliko realnih rješenja jednadžba ima.',
    }),
    noRealRoots: (p) => ({
      what: `Vrijednost ${M(p.d)} je negativna.`,
      why: 'Kvadrat nijednog realnog broja nije negativan, pa jednadžba nema realnih rješenja.',
    }),
    formula: (p) => ({
      what: `Primijenimo formulu za rješenja kvadratne jednadžbe: ${M(p.work)}.`,
      why: 'Diskriminanta je pozitivna, pa jednadžba ima dva različita realna rješenja.',
    }),
    doubleRoot: (p) => ({
      what: `Diskriminanta je nula: ${M(p.work)}.`,
      why: 'Kad je diskriminanta nula, jednadžba ima jedno (dvostruko) rješenje.',
    }),
    vieta: (p) => ({
      what: `Rastavimo trinom na faktore: ${M(p.eq)}.`,
      why: `Tražimo dva broja čiji je zbroj ${M(p.sum)}, a umnožak ${M(p.product)}.`,
    }),
    systemStandard: (p) => ({
      what: `Sredimo obje jednadžbe: ${M(p.sys)}.`,
      why: 'U svakoj jednadžbi nepoznanice pišemo lijevo, a brojeve desno.',
    }),
    express: (p) => ({
      what: `Iz jedne jednadžbe izrazimo ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Biramo nepoznanicu s koeficijentom \\(1\\) ili \\(-1\\), jer ju je najlakše izraziti.',
    }),
    substitute: (p) => ({
      what: `Uvrstimo ${M(p.v)} u drugu jednadžbu: ${M(p.eq)}.`,
      why: 'Tako dobivamo jednadžbu sa samo jednom nepoznanicom.',
    }),
    solveOne: (p) => ({
      what: `Riješimo dobivenu jednadžbu po ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Uklonimo zagrade, zbrojimo istovrsne članove i podijelimo koeficijentom.',
    }),
    backSubstitute: (p) => ({
      what: `Uvrstimo dobivenu vrijednost i izračunamo ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Poznatu vrijednost jedne nepoznanice uvrstimo u izraz za drugu.',
    }),
    multiplyEquations: (p) => ({
      what: `Pomnožimo jednadžbe tako da koeficijenti uz ${M(p.v)} budu suprotni brojevi: ${M(p.sys)}.`,
      why: 'Kad jednadžbe zbrojimo, ta će nepoznanica nestati.',
    }),
    addEquations: (p) => ({
      what: `Zbrojimo jednadžbe i izračunamo ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Članovi sa suprotnim koeficijentima se poništavaju.',
    }),
    expandExpr: (p) => ({
      what: `Uklonimo zagrade i zbrojimo istovrsne članove: ${M(p.expr)}.`,
      why: 'Svaki član jedne zagrade množimo svakim članom druge, pa zbrajamo članove istog stupnja.',
    }),
    collectTerms: (p) => ({
      what: `Zbrojimo istovrsne članove: ${M(p.expr)}.`,
      why: 'Istovrsni članovi imaju iste varijable s istim eksponentima, pa zbrajamo njihove koeficijente.',
    }),
    checkPoint: (p) => ({
      what: `Provjera jednim brojem iz rješenja, ${M(p.point)}: ${M(p.work)}.`,
      why: 'Svaki broj iz skupa rješenja mora zadovoljavati početnu nejednadžbu.',
    }),
    check: (p) => ({
      what: `Provjera: ${M(p.work)}.`,
      why: 'Uvrstimo rješenje u početni zadatak; obje se strane slažu, pa je rješenje točno.',
    }),
  },
  words: { or: 'ili', remainder: 'ostatak', and: 'i', gcd: 'NZD', lcm: 'NZV', undefined: 'nije definirano' },
  answers: {
    undefined: 'Izraz nije definiran (dijeljenje nulom).',
    undefinedRoot: 'Izraz nije definiran u skupu realnih brojeva (korijen negativnog broja).',
    noSolution: 'Rješenje ne postoji.',
    allNumbers: 'Svaki realan broj je rješenje.',
    noRealRoots: 'Jednadžba nema realnih rješenja.',
    systemNone: 'Sustav nema rješenja (jednadžbe su proturječne).',
    systemInfinite: 'Sustav ima beskonačno mnogo rješenja (jednadžbe su ekvivalentne).',
  },
  notMath: {
    title: 'Nije matematički zadatak',
    category: 'Nije zadatak',
    intro: 'Na slici nismo pronašli matematički zadatak.',
    final: 'Fotografirajte jasno i ravno zadatak koji treba riješiti.',
  },
  declined: {
    title: 'Zadatak nije pouzdano pročitan',
    category: 'Neriješeno',
    unreadableIntro: (r) => `Zadatak nismo mogli pouzdano pročitati${r ? ` (pročitano: ${r})` : ''}.`,
    unsupportedIntro: (r) => `${r ? `Zadatak ${r}` : 'Ovaj zadatak'} zasad ne znamo pouzdano riješiti.`,
    final:
      'Rješenje nije dano jer ne možemo jamčiti da je točno. Pokušajte s jasnijom fotografijom samo jednog zadatka.',
  },
};
