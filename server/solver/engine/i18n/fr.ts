/** Français. */
import type { Messages } from './messages.js';

const M = (s: string) => `\\(${s}\\)`;

export const fr: Messages = {
  decimalComma: true,
  kinds: {
    proportion: { title: 'Proportion', category: 'Proportions' },
    absolute: { title: 'Valeur absolue', category: 'Valeur absolue' },
    gcdLcm: { title: 'PGCD et PPCM', category: 'Divisibilité' },
    arithmetic: { title: 'Calcul de la valeur d’une expression', category: 'Arithmétique' },
    fractions: { title: 'Calcul avec des fractions', category: 'Fractions' },
    roots: { title: 'Puissances et racines', category: 'Puissances et racines' },
    percent: { title: 'Calcul d’un pourcentage', category: 'Pourcentages' },
    linear: { title: 'Résolution d’une équation du premier degré', category: 'Équations du premier degré' },
    quadratic: { title: 'Résolution d’une équation du second degré', category: 'Équations du second degré' },
    system: { title: 'Résolution d’un système d’équations linéaires', category: 'Systèmes d’équations' },
    inequality: { title: 'Résolution d’une inéquation du premier degré', category: 'Inéquations' },
    simplify: { title: 'Simplification d’une expression', category: 'Expressions algébriques' },
  },
  concepts: {
    proportion: 'proportion',
    absoluteValue: 'valeur absolue',
    primeFactors: 'décomposition en facteurs premiers',
    orderOfOperations: 'priorités opératoires',
    fractions: 'fractions',
    commonDenominator: 'dénominateur commun',
    decimals: 'nombres décimaux',
    powers: 'puissances',
    squareRoots: 'racine carrée',
    percent: 'pourcentage',
    divisionWithRemainder: 'division euclidienne',
    linearEquation: 'équation du premier degré',
    equivalentTransformations: 'transformations équivalentes',
    quadraticEquation: 'équation du second degré',
    discriminant: 'discriminant',
    factoring: 'factorisation',
    system: 'système d’équations',
    substitution: 'méthode par substitution',
    elimination: 'méthode par combinaison',
    inequality: 'inéquation',
    likeTerms: 'réduction des termes semblables',
    check: 'vérification',
  },
  difficulty: { easy: 'Facile', medium: 'Moyen', hard: 'Difficile' },
  intro: {
    proportion: (t) => `On résout la proportion ${M(t)}.`,
    absolute: (t) => `On résout l’exercice avec une valeur absolue ${M(t)}.`,
    gcdLcm: (t) => `On détermine ${M(t)} en décomposant les nombres en facteurs premiers.`,
    arithmetic: (t) => `Nous calculons la valeur de ${M(t)} en respectant les priorités opératoires.`,
    fractions: (t) =>
      `Nous calculons ${M(t)}. Nous travaillons avec des fractions et simplifions complètement le résultat.`,
    roots: (t) => `Nous calculons ${M(t)} à l’aide des règles sur les puissances et les racines.`,
    percent: (t) => `Nous calculons ${M(t)}. Un pourcentage est une part d’un tout exprimée en centièmes.`,
    linear: (t) =>
      `Nous résolvons l’équation ${M(t)} : nous cherchons le nombre qui, mis à la place de l’inconnue, rend l’égalité vraie.`,
    quadratic: (t) =>
      `Nous résolvons l’équation du second degré ${M(t)}. Elle a au plus deux solutions réelles.`,
    system: (t) =>
      `Nous résolvons le système ${M(t)} : nous cherchons le couple de nombres qui vérifie les deux équations.`,
    inequality: (t) =>
      `Nous résolvons l’inéquation ${M(t)} : nous cherchons tous les nombres qui la rendent vraie.`,
    simplify: (t) =>
      `Nous simplifions l’expression ${M(t)} : nous développons et réduisons les termes semblables.`,
  },
  steps: {
    abs: (p) => ({
      what: `Valeur absolue : ${M(`${p.a} = ${p.r}`)}.`,
      why: 'La valeur absolue d’un nombre est sa distance à zéro, elle n’est donc jamais négative.',
    }),
    absCases: (p) => ({
      what: `${M(p.abs)} signifie ${M(p.cases)}.`,
      why: 'Deux nombres ont la même valeur absolue lorsqu’ils sont égaux ou opposés.',
    }),
    absRoots: (p) => ({
      what: `On résout les deux équations : ${M(p.roots)}.`,
      why: 'Chacune des deux équations du premier degré donne une solution.',
    }),
    absNegative: (p) => ({
      what: `Une valeur absolue ne peut pas être égale à ${M(p.c)}.`,
      why: 'Une valeur absolue n’est jamais négative, l’équation n’a donc pas de solution.',
    }),
    proportion: (p) => ({
      what: `Le produit des extrêmes est égal au produit des moyens : ${M(p.eq)}.`,
      why: 'C’est la propriété fondamentale des proportions.',
    }),
    primeFactors: (p) => ({
      what: `On décompose les nombres en facteurs premiers : ${M(p.work)}.`,
      why: 'Les facteurs premiers montrent ce que les nombres ont en commun.',
    }),
    gcd: (p) => ({
      what: `On prend les facteurs premiers communs avec le plus petit exposant : ${M(p.work)}.`,
      why: 'Le plus grand commun diviseur divise chacun des nombres.',
    }),
    lcm: (p) => ({
      what: `On prend tous les facteurs premiers avec le plus grand exposant : ${M(p.work)}.`,
      why: 'Le plus petit commun multiple est divisible par chacun des nombres.',
    }),
    divisionByZero: (p) => ({
      what: `L’expression ${M(p.expr)} divise par zéro.`,
      why: 'La division par zéro n’est pas définie, l’expression n’a donc pas de valeur.',
    }),
    negativeRadicand: (p) => ({
      what: `L’expression ${M(p.expr)} prend la racine carrée d’un nombre négatif.`,
      why: 'La racine carrée d’un nombre négatif n’est pas définie dans les réels, l’expression n’a donc pas de valeur.',
    }),
    reducesToLinear: (p) => ({
      what: `Les carrés de l’inconnue s’annulent, donc l’équation ${M(p.eq)} se ramène à une équation du premier degré.`,
      why: 'Quand les termes en carré de l’inconnue des deux côtés s’annulent, il reste une équation du premier degré, que l’on résout comme toute équation du premier degré.',
    }),
    add: (p) => ({
      what: `Additionner : ${M(`${p.a} + ${p.b} = ${p.r}`)}.`,
      why: 'Nous additionnons les nombres.',
      more: 'On peut vérifier une addition par une soustraction.',
    }),
    sub: (p) => ({
      what: `Soustraire : ${M(`${p.a} - ${p.b} = ${p.r}`)}.`,
      why: 'Nous soustrayons les nombres.',
      more: 'On peut vérifier une soustraction par une addition.',
    }),
    mul: (p) => ({
      what: `Multiplier : ${M(`${p.a} \\cdot ${p.b} = ${p.r}`)}.`,
      why: 'Nous multiplions les nombres.',
      more: 'Multiplier, c’est additionner plusieurs fois le même nombre.',
    }),
    div: (p) => ({
      what: `Diviser : ${M(`${p.a} : ${p.b} = ${p.r}`)}.`,
      why: 'Nous divisons les nombres.',
      more: 'On vérifie une division par une multiplication : quotient fois diviseur donne le dividende.',
    }),
    divRemainder: (p) => ({
      what: `Diviser : ${M(`${p.a} : ${p.b}`)} donne un quotient de ${M(p.q)} et un reste de ${M(p.rem)}.`,
      why: `Dans ${M(p.a)}, il y a ${M(p.q)} fois ${M(p.b)}, et il reste ${M(p.rem)}.`,
      more: 'Le reste est toujours plus petit que le diviseur.',
    }),
    fracAdd: (p) => ({
      what: `Mettre les fractions au dénominateur commun ${M(p.den)} et calculer : ${M(p.work)}.`,
      why: 'On ne peut additionner ou soustraire des fractions que si elles ont le même dénominateur ; on calcule alors seulement avec les numérateurs.',
      more: 'Le dénominateur commun est le plus petit multiple commun des dénominateurs ; on multiplie numérateur et dénominateur par le même nombre.',
    }),
    fracMul: (p) => ({
      what: `Multiplier les fractions : ${M(p.work)}.`,
      why: 'On multiplie les numérateurs entre eux et les dénominateurs entre eux, puis on simplifie.',
    }),
    fracDiv: (p) => ({
      what: `Remplacer la division par la multiplication par l’inverse ${M(p.recip)} : ${M(p.work)}.`,
      why: 'Diviser par une fraction revient à multiplier par son inverse.',
    }),
    pow: (p) => ({
      what: `Calculer la puissance : ${M(`${p.base}^{${p.exp}} = ${p.r}`)}.`,
      why: `La puissance signifie que l’on multiplie la base ${M(p.base)} par elle-même ${M(p.exp)} fois.`,
    }),
    sqrt: (p) => ({
      what: `Calculer la racine : ${M(`\\sqrt{${p.radicand}} = ${p.r}`)}.`,
      why: `La racine carrée est le nombre positif ou nul dont le carré vaut ${M(p.radicand)}.`,
    }),
    sqrtSimplify: (p) => ({
      what: `Simplifier la racine : ${M(`\\sqrt{${p.radicand}} = \\sqrt{${p.square} \\cdot ${p.rest}} = ${p.r}`)}.`,
      why: `${M(p.radicand)} n’est pas un carré parfait ; on sort de la racine son plus grand facteur carré ${M(p.square)}.`,
    }),
    percent: (p) => ({
      what: `Écrire le pourcentage sous forme de fraction : ${M(`${p.p} = ${p.frac}`)}.`,
      why: 'Pour cent signifie « sur cent » : c’est une fraction de dénominateur 100.',
    }),
    percentOf: (p) => ({
      what: `Calculer ${M(p.p)} de ${M(p.n)} : ${M(p.work)}.`,
      why: 'Pour prendre un pourcentage d’un nombre, on multiplie ce nombre par le pourcentage écrit sous forme de fraction.',
      more: 'Par exemple, 50 % c’est la moitié et 25 % le quart du tout.',
    }),
    order: (r) =>
      ({
        brackets: 'On calcule d’abord ce qui est entre parenthèses.',
        powers:
          'Les puissances et les racines passent avant la multiplication, la division, l’addition et la soustraction.',
        multiplyFirst:
          'La multiplication et la division sont prioritaires sur l’addition et la soustraction.',
        leftToRight: 'Les opérations de même priorité se font de gauche à droite.',
        only: '',
      })[r],
    mixed: (p) => ({
      what: `Écrire la fraction sous forme de nombre mixte : ${M(`${p.frac} = ${p.mixed}`)}.`,
      why: 'La partie entière est le quotient du numérateur par le dénominateur ; le reste reste au numérateur.',
    }),
    expand: (p) => ({
      what: `Réduire les deux membres : ${M(p.eq)}.`,
      why: 'On développe en multipliant chaque terme de la parenthèse par le nombre placé devant, puis on réduit les termes semblables.',
      more: 'Un signe moins devant une parenthèse change le signe de chaque terme à l’intérieur.',
    }),
    clearFractions: (p) => ({
      what: `Multiplier les deux membres par ${M(p.lcd)} : ${M(p.eq)}.`,
      why: `En multipliant les deux membres par le dénominateur commun ${M(p.lcd)}, on supprime les fractions et l’égalité reste vraie.`,
    }),
    transpose: (p) => ({
      what: `Regrouper les termes en inconnue à gauche et les nombres à droite : ${M(p.eq)}.`,
      why: 'Un terme qui passe de l’autre côté change de signe.',
      more: 'Cela revient à soustraire (ou ajouter) le même nombre aux deux membres.',
    }),
    combine: (p) => ({
      what: `Réduire les termes semblables : ${M(p.eq)}.`,
      why: 'On additionne entre eux les termes en inconnue, puis les nombres.',
    }),
    divideBoth: (p) => ({
      what: `Diviser les deux membres par ${M(p.coef)} : ${M(p.eq)}.`,
      why: 'En divisant les deux membres par un même nombre non nul, l’inconnue reste seule et les solutions ne changent pas.',
    }),
    divideFlip: (p) => ({
      what: `Diviser les deux membres par le nombre négatif ${M(p.coef)} et changer le sens de l’inégalité : ${M(p.eq)}.`,
      why: 'Multiplier ou diviser une inéquation par un nombre négatif change le sens de l’inégalité.',
      more: 'Par exemple, \\(2 < 3\\) mais \\(-2 > -3\\).',
    }),
    identity: (p) => ({
      what: `Les inconnues s’éliminent : ${M(p.eq)}.`,
      why: 'On obtient une égalité toujours vraie, indépendante de l’inconnue : tout nombre est solution.',
    }),
    contradiction: (p) => ({
      what: `Les inconnues s’éliminent : ${M(p.eq)}.`,
      why: 'On obtient une égalité toujours fausse, indépendante de l’inconnue : il n’y a pas de solution.',
    }),
    standardForm: (p) => ({
      what: `Tout passer à gauche et écrire l’équation sous forme développée : ${M(p.eq)}.`,
      why: 'On résout une équation du second degré écrite sous la forme \\(ax^2 + bx + c = 0\\).',
    }),
    multiplyMinusOne: (p) => ({
      what: `Multiplier l’équation par \\(-1\\) : ${M(p.eq)}.`,
      why: 'Il est plus simple de travailler avec un coefficient du carré positif.',
    }),
    factorCommon: (p) => ({
      what: `Mettre ${M(p.v)} en facteur : ${M(p.eq)}.`,
      why: 'Le terme constant est nul, donc l’inconnue apparaît dans chaque terme.',
    }),
    zeroProduct: (p) => ({
      what: `Le produit est nul : ${M(p.eq)}.`,
      why: 'Un produit est nul si et seulement si au moins un de ses facteurs est nul.',
    }),
    isolateSquare: (p) => ({
      what: `Isoler le carré de l’inconnue : ${M(p.eq)}.`,
      why: 'Il n’y a pas de terme du premier degré : on résout en prenant la racine carrée.',
    }),
    sqrtBoth: (p) => ({
      what: `Prendre la racine carrée : ${M(p.eq)}.`,
      why: 'Deux nombres ont ce carré : un positif et son opposé.',
    }),
    discriminant: (p) => ({
      what: `Calculer le discriminant pour \\(a = ${p.a}\\), \\(b = ${p.b}\\), \\(c = ${p.c}\\) : ${M(p.work)}.`,
      why: 'Le signe du discriminant indique le nombre de solutions réelles.',
    }),
    noRealRoots: (p) => ({
      what: `La valeur ${M(p.d)} est négative.`,
      why: 'Aucun carré d’un nombre réel n’est négatif : l’équation n’a pas de solution réelle.',
    }),
    formula: (p) => ({
      what: `Appliquer la formule des racines : ${M(p.work)}.`,
      why: 'Le discriminant est positif : il y a deux solutions réelles distinctes.',
    }),
    doubleRoot: (p) => ({
      what: `Le discriminant est nul : ${M(p.work)}.`,
      why: 'Quand le discriminant est nul, l’équation a une seule solution (double).',
    }),
    vieta: (p) => ({
      what: `Factoriser le trinôme : ${M(p.eq)}.`,
      why: `On cherche deux nombres de somme ${M(p.sum)} et de produit ${M(p.product)}.`,
    }),
    systemStandard: (p) => ({
      what: `Ordonner les deux équations : ${M(p.sys)}.`,
      why: 'Dans chaque équation, les inconnues sont à gauche et les nombres à droite.',
    }),
    express: (p) => ({
      what: `Exprimer ${M(p.v)} à partir d’une équation : ${M(p.eq)}.`,
      why: 'On choisit une inconnue de coefficient \\(1\\) ou \\(-1\\), car elle s’isole le plus facilement.',
    }),
    substitute: (p) => ({
      what: `Remplacer ${M(p.v)} dans l’autre équation : ${M(p.eq)}.`,
      why: 'On obtient ainsi une équation à une seule inconnue.',
    }),
    solveOne: (p) => ({
      what: `Résoudre cette équation en ${M(p.v)} : ${M(p.eq)}.`,
      why: 'On développe, on réduit et on divise par le coefficient.',
    }),
    backSubstitute: (p) => ({
      what: `Reporter la valeur trouvée et calculer ${M(p.v)} : ${M(p.eq)}.`,
      why: 'La valeur connue d’une inconnue est remplacée dans l’expression de l’autre.',
    }),
    multiplyEquations: (p) => ({
      what: `Multiplier les équations pour que les coefficients de ${M(p.v)} soient opposés : ${M(p.sys)}.`,
      why: 'En additionnant les équations, cette inconnue disparaît.',
    }),
    addEquations: (p) => ({
      what: `Additionner les équations et trouver ${M(p.v)} : ${M(p.eq)}.`,
      why: 'Les termes de coefficients opposés s’annulent.',
    }),
    expandExpr: (p) => ({
      what: `Développer et réduire : ${M(p.expr)}.`,
      why: 'On multiplie chaque terme d’une parenthèse par chaque terme de l’autre, puis on regroupe les termes de même degré.',
    }),
    collectTerms: (p) => ({
      what: `Réduire les termes semblables : ${M(p.expr)}.`,
      why: 'Les termes semblables ont les mêmes variables avec les mêmes exposants ; on additionne leurs coefficients.',
    }),
    checkPoint: (p) => ({
      what: `Vérification avec un nombre de l’ensemble des solutions, ${M(p.point)} : ${M(p.work)}.`,
      why: 'Tout nombre de l’ensemble des solutions doit vérifier l’inéquation de départ.',
    }),
    check: (p) => ({
      what: `Vérification : ${M(p.work)}.`,
      why: 'On remplace la solution dans l’énoncé de départ ; les deux membres sont égaux, la solution est donc correcte.',
    }),
  },
  words: { or: 'ou', remainder: 'reste', and: 'et', gcd: 'PGCD', lcm: 'PPCM', undefined: 'non défini' },
  answers: {
    undefined: 'L’expression n’est pas définie (division par zéro).',
    undefinedRoot: 'L’expression n’est pas définie dans les réels (racine carrée d’un nombre négatif).',
    noSolution: 'Il n’y a pas de solution.',
    allNumbers: 'Tout nombre réel est solution.',
    noRealRoots: 'L’équation n’a pas de solution réelle.',
    systemNone: 'Le système n’a pas de solution (les équations sont contradictoires).',
    systemInfinite: 'Le système a une infinité de solutions (les équations sont équivalentes).',
  },
  notMath: {
    title: 'Ce n’est pas un exercice de mathématiques',
    category: 'Pas un exercice',
    intro: 'Nous n’avons pas trouvé d’exercice de mathématiques sur l’image.',
    final: 'Prends en photo, nettement et bien droit, l’exercice à résoudre.',
  },
  declined: {
    title: 'Exercice non lu de façon fiable',
    category: 'Non résolu',
    unreadableIntro: (r) => `Nous n’avons pas pu lire l’exercice de façon fiable${r ? ` (lu : ${r})` : ''}.`,
    unsupportedIntro: (r) =>
      `Nous ne savons pas encore résoudre de façon fiable ${r ? `l’exercice ${r}` : 'cet exercice'}.`,
    final:
      'Nous ne donnons pas de réponse, car nous ne pouvons pas garantir qu’elle soit juste. Essaie avec une photo plus nette d’un seul exercice.',
  },
};
