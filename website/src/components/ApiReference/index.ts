export {default as ApiSymbol} from './ApiSymbol';
export {default as ApiMember} from './ApiMember';
export {default as ApiSectionLabel} from './ApiSectionLabel';
export {KindBadge, LifecycleBadge} from './Badges';
export {default as Signature} from './Signature';
export {default as ParamTable} from './ParamTable';
