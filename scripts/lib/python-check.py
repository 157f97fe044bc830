"""Parse Python code blocks and list the Dagster names they use.

Input (stdin): JSON list of {"id": str, "code": str}.
Output (stdout): JSON list of {"id", "error": str|null, "uses": [[module, name, line], ...]}.

A "use" is `from <mod> import <name>` for a Dagster module (dagster, dagster_*, dagstermill),
or `<alias>.<name>` where <alias> is bound by `import <mod> [as <alias>]`.
Called by the Python rule of scripts/check-content.ts: every Python block parses with python3's ast.
"""
import ast
import json
import sys


def is_dagster_module(mod: str) -> bool:
    root = mod.split(".")[0]
    return root == "dagster" or root.startswith("dagster_") or root == "dagstermill"


def analyse(code: str):
    tree = ast.parse(code)
    uses = []
    aliases = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if is_dagster_module(node.module):
                for a in node.names:
                    if a.name != "*":
                        uses.append([node.module, a.name, node.lineno])
        elif isinstance(node, ast.Import):
            for a in node.names:
                if is_dagster_module(a.name):
                    if a.asname:
                        aliases[a.asname] = a.name
                    else:
                        # `import dagster_aws.s3` binds the root name `dagster_aws`.
                        aliases[a.name.split(".")[0]] = a.name.split(".")[0]
    inner = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute):
            inner.add(id(node.value))  # only the outermost attribute of a chain counts
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and id(node) not in inner:
            # Rebuild a dotted chain such as dg.AutomationCondition.eager or dagster_aws.s3.S3Resource.
            chain = []
            cur = node
            while isinstance(cur, ast.Attribute):
                chain.append(cur.attr)
                cur = cur.value
            if isinstance(cur, ast.Name) and cur.id in aliases:
                chain.reverse()
                uses.append([aliases[cur.id], ".".join(chain), node.lineno])
    return uses


def main() -> None:
    blocks = json.load(sys.stdin)
    out = []
    for b in blocks:
        try:
            out.append({"id": b["id"], "error": None, "uses": analyse(b["code"])})
        except SyntaxError as e:
            out.append({"id": b["id"], "error": f"line {e.lineno}: {e.msg}", "uses": []})
    json.dump(out, sys.stdout)


main()
