"""Parse Python code blocks with the real interpreter's parser.

Input (stdin): JSON list of {"id": str, "code": str}.
Output (stdout): JSON list of {"id", "error": str|null} in input order.

Called by the `python` rule of scripts/check-content.ts. Names and signatures are checked
separately by pyright against stubs built from the API inventory (rule `python-types`).
"""
import ast
import json
import sys


def main() -> None:
    blocks = json.load(sys.stdin)
    out = []
    for b in blocks:
        try:
            ast.parse(b["code"])
            out.append({"id": b["id"], "error": None})
        except SyntaxError as e:
            out.append({"id": b["id"], "error": f"line {e.lineno}: {e.msg}"})
    json.dump(out, sys.stdout)


main()
