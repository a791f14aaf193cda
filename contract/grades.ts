/** School grades: English values (sent to the server and solver), Serbian labels (docs/product.md, "Data"). */
export const GRADES = [
  { value: '1st grade of primary school', label: '1. razred osnovne škole (6-7 godina)' },
  { value: '2nd grade of primary school', label: '2. razred osnovne škole (7-8 godina)' },
  { value: '3rd grade of primary school', label: '3. razred osnovne škole (8-9 godina)' },
  { value: '4th grade of primary school', label: '4. razred osnovne škole (9-10 godina)' },
  { value: '5th grade of primary school', label: '5. razred osnovne škole (10-11 godina)' },
  { value: '6th grade of primary school', label: '6. razred osnovne škole (11-12 godina)' },
  { value: '7th grade of primary school', label: '7. razred osnovne škole (12-13 godina)' },
  { value: '8th grade of primary school', label: '8. razred osnovne škole (13-14 godina)' },
  { value: '1st year of high school', label: '1. razred srednje škole (14-15 godina)' },
  { value: '2nd year of high school', label: '2. razred srednje škole (15-16 godina)' },
  { value: '3rd year of high school', label: '3. razred srednje škole (16-17 godina)' },
  { value: '4th year of high school', label: '4. razred srednje škole (17-18 godina)' },
  { value: 'Faculty', label: 'Fakultet (18+ godina)' },
] as const;

export type Grade = (typeof GRADES)[number]['value'];
export const GRADE_VALUES = GRADES.map((g) => g.value) as [Grade, ...Grade[]];
export const DEFAULT_GRADE: Grade = GRADES[0].value;

/** 1..13: position of a grade in school, used to pitch explanations. */
export function gradeLevel(grade: Grade): number {
  return GRADE_VALUES.indexOf(grade) + 1;
}

export function gradeLabel(value: string): string {
  return GRADES.find((g) => g.value === value)?.label ?? value;
}
