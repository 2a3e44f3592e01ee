/** Plain scalars that YAML 1.1 reads as booleans and YAML 1.2 as strings: Kubernetes tools disagree about them. */
export const YAML_11_BOOLEAN = /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$/;
