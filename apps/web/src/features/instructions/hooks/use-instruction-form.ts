import { useReducer } from 'react';
import {
  addKeyword,
  type Insight,
  type InstructionValues,
  keywordTags,
  type ProjectLocation,
  toggleInsight,
  toggleKeyword,
} from '../utils/instruction-form';

export type InstructionAction =
  | { type: 'projectName' | 'brandName' | 'website'; value: string }
  | { type: 'location'; value: ProjectLocation }
  | { type: 'toggleInsight'; insight: Insight }
  | { type: 'toggleKeyword'; keyword: string }
  | { type: 'addKeyword'; keyword: string }
  | { type: 'generated'; keywords: string[]; prompts: string[]; language?: string };

/** Pure state transitions of the Instructions form. */
export function instructionReducer(values: InstructionValues, action: InstructionAction): InstructionValues {
  switch (action.type) {
    case 'projectName':
    case 'brandName':
    case 'website':
      return { ...values, [action.type]: action.value };
    case 'location':
      return { ...values, location: action.value };
    case 'toggleInsight':
      return { ...values, insights: toggleInsight(values.insights, action.insight) };
    case 'toggleKeyword':
      return { ...values, keywords: toggleKeyword(values.keywords, action.keyword) };
    case 'addKeyword':
      return { ...values, keywords: addKeyword(values.keywords, action.keyword) };
    case 'generated':
      return { ...values, keywords: keywordTags(action.keywords, action.language), prompts: action.prompts };
  }
}

/** The form's values and a dispatcher, starting from the given values. */
export function useInstructionForm(initial: InstructionValues) {
  return useReducer(instructionReducer, initial);
}
